// After any admin change to ads, both the admin list and the visitor's cached ad are out of date.
import type { QueryClient } from '@tanstack/react-query';
import { adminAdsQueryOptions } from './get-admin-ads';

export function invalidateAds(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAdsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/ads'] }),
  ]);
}
