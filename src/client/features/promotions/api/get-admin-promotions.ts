// GET /api/admin/promotions: every promotion with counts and status, for the list and the edit form.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { PromotionListSchema } from '../../../../contract/promotions';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';

export function getAdminPromotions({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/promotions', { signal, schema: PromotionListSchema });
}

export const adminPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/promotions'] as const,
    queryFn: getAdminPromotions,
    ...ADMIN_QUERY_OPTIONS,
  });

export function useAdminPromotions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminPromotionsQueryOptions(), enabled });
}

/** After an admin change, the list and whatever /gift cached are out of date. */
export function invalidatePromotions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPromotionsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/promotions'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/promotions/random'] }),
  ]);
}
