// GET /api/admin/users: every account with its karma, role and last activity, for both dashboards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../contract/admin';
import { apiFetchAs } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

// The table of /admin's first screen; the server checks the list against AdminUserListSchema
// before sending it, so the client does not load zod to check it again (DECISIONS 17, 69).
function getAdminUsers({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetchAs<AdminUser[]>('/api/admin/users', { signal });
}

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.adminUsers,
    queryFn: getAdminUsers,
    ...ADMIN_QUERY_OPTIONS,
  });

export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(), enabled });
}
