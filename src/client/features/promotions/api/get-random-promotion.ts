// GET /api/promotions/random: a promotion for the visitor's region, or null when there is none.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPromotion } from '../../../../contract/promotions';
import { apiFetchAs } from '../../../lib/api-client';

function getRandomPromotion({ exclude, signal }: { exclude?: string; signal?: AbortSignal } = {}) {
  const query = exclude ? `?${new URLSearchParams({ exclude }).toString()}` : '';
  // /gift's first screen: the server checks the answer against PublicPromotionSchema (or sends
  // 204, read as null).
  return apiFetchAs<PublicPromotion | null>(`/api/promotions/random${query}`, { signal });
}

/** The start of every draw's query, for refreshing them all. */
export const RANDOM_PROMOTION_QUERY_KEY = ['/api/promotions/random'] as const;

/**
 * `round` counts "Discover Another" presses: each press is a new draw, never a cached one.
 * A draw stays put until the next press, so coming back to the tab does not swap the offer.
 */
const randomPromotionQueryOptions = ({ exclude, round }: { exclude?: string; round: number }) =>
  queryOptions({
    queryKey: [...RANDOM_PROMOTION_QUERY_KEY, { exclude: exclude ?? null, round }] as const,
    queryFn: ({ signal }) => getRandomPromotion({ exclude, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export function useRandomPromotion(
  input: { exclude?: string; round: number },
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...randomPromotionQueryOptions(input), enabled });
}
