// GET /api/ads?placement=homepage: the ad of the home page, or null when none targets this visitor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADS_BUCKET_MS } from '../../../../contract/constants';
import type { PublicAd } from '../../../../contract/ads';
import { apiFetchAs } from '../../../lib/api-client';
import { ADS_QUERY_OPTIONS } from '../../../lib/query-client';

export function getHomepageAd({ signal }: { signal?: AbortSignal } = {}) {
  // Drawn on the first screen: the server has checked the answer against PublicAdSchema.
  return apiFetchAs<PublicAd | null>('/api/ads?placement=homepage', { signal });
}

/** Ads are cached per 4-hour bucket (PRODUCT 28): a new bucket means a new query and maybe a new ad. */
export const currentAdsBucket = (now: number = Date.now()) => Math.floor(now / ADS_BUCKET_MS);

export const homepageAdQueryOptions = (bucket: number = currentAdsBucket()) =>
  queryOptions({
    queryKey: ['/api/ads', 'homepage', bucket] as const,
    queryFn: getHomepageAd,
    ...ADS_QUERY_OPTIONS,
  });

export function useHomepageAd() {
  return useQuery(homepageAdQueryOptions());
}
