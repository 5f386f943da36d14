// GET /api/admin/ads: every ad with its counts and status; the edit screen picks its ad from here too.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdListSchema } from '../../../../contract/ads';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';

export function getAdminAds({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/ads', { signal, schema: AdListSchema });
}

export const adminAdsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/ads'] as const,
    queryFn: getAdminAds,
    ...ADMIN_QUERY_OPTIONS,
  });

export function useAdminAds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminAdsQueryOptions(), enabled });
}

/** After any admin change to ads, both the admin list and the visitor's cached ad are out of date. */
export function invalidateAds(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAdsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/ads'] }),
  ]);
}
