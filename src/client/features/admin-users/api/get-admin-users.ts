// GET /api/admin/users: every account with its karma, role and last activity, for both dashboards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserListSchema } from '../../../../contract/admin';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function getAdminUsers({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/users', { signal, schema: AdminUserListSchema });
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
