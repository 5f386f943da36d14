// GET /api/admin/users/{id}/stats: what one user submitted and received, for the details dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserStatsSchema } from '../../../../contract/admin';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function getUserStats(userId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch(`/api/admin/users/${userId}/stats`, { signal, schema: UserStatsSchema });
}

const userStatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.adminUsers, userId, 'stats'] as const,
    queryFn: ({ signal }) => getUserStats(userId, { signal }),
    ...ADMIN_QUERY_OPTIONS,
  });

export function useUserStats(userId: number) {
  return useQuery(userStatsQueryOptions(userId));
}
