// GET /api/badges/celebrations: the member's badges not yet celebrated (PRODUCT 15.2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Badge } from '../../../../contract/badges';
import { apiFetchAs } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function getCelebrations({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetchAs<Badge[]>('/api/badges/celebrations', { signal });
}

const celebrationsQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.badgeCelebrations,
    queryFn: getCelebrations,
    // Asked again when an action may have earned a badge (its mutation invalidates this key),
    // not on every focus: a celebration is an answer to something the member did.
    refetchOnWindowFocus: false,
  });

export function useCelebrations() {
  return useQuery(celebrationsQueryOptions());
}
