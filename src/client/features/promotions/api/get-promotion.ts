// GET /api/promotions/{id}: one promotion for the /gift?promotion={id} link, expired ones included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPromotion } from '../../../../contract/promotions';
import { apiFetchAs } from '../../../lib/api-client';

function getPromotion(id: string, { signal }: { signal?: AbortSignal } = {}) {
  // /gift's first screen: the server checks the answer against PublicPromotionSchema.
  return apiFetchAs<PublicPromotion>(`/api/promotions/${encodeURIComponent(id)}`, { signal });
}

/** The start of every promotion's query, for refreshing them all. */
export const PROMOTION_QUERY_KEY = ['/api/promotions'] as const;

const promotionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PROMOTION_QUERY_KEY, id] as const,
    queryFn: ({ signal }) => getPromotion(id, { signal }),
    // The page keeps what it showed while the visitor is away copying the code.
    refetchOnWindowFocus: false,
  });

export function usePromotion(id: string | null) {
  return useQuery({ ...promotionQueryOptions(id ?? ''), enabled: id !== null });
}
