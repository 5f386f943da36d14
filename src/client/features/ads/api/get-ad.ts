// GET /api/ads?placement=…: the ad of one placement (PRODUCT 17), or null when none targets this
// visitor. Every placement is asked for alike, cached by the same 4-hour bucket.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADS_BUCKET_MS } from '../../../../contract/constants';
import type { AdPlacement, PublicAd } from '../../../../contract/ads';
import { apiFetchAs } from '../../../lib/api-client';
import { ADS_QUERY_OPTIONS } from '../../../lib/query-client';

function getAd(placement: AdPlacement, { signal }: { signal?: AbortSignal } = {}) {
  // Drawn on first screens: the server has checked the answer against PublicAdSchema.
  return apiFetchAs<PublicAd | null>(`/api/ads?placement=${placement}`, { signal });
}

/** Ads are cached per 4-hour bucket (PRODUCT 28): a new bucket means a new query and maybe a new ad. */
export const currentAdsBucket = (now: number = Date.now()) => Math.floor(now / ADS_BUCKET_MS);

/** The start of every placement's and bucket's ad query, for refreshing them all. */
export const AD_QUERY_KEY = ['/api/ads'] as const;

const adQueryOptions = (placement: AdPlacement, bucket: number = currentAdsBucket()) =>
  queryOptions({
    queryKey: [...AD_QUERY_KEY, placement, bucket] as const,
    queryFn: ({ signal }) => getAd(placement, { signal }),
    ...ADS_QUERY_OPTIONS,
  });

export function useAd(placement: AdPlacement) {
  return useQuery(adQueryOptions(placement));
}
