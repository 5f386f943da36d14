// GET /api/badges: the signed-in member's badges, one per level earned (profile Badges tab).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Badge } from '../../../../contract/badges';
import { apiFetchAs } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function getBadges({ signal }: { signal?: AbortSignal } = {}) {
  // Counted on the profile's first screen: the server checks its answer against BadgeListSchema.
  return apiFetchAs<Badge[]>('/api/badges', { signal });
}

export const badgesQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.badges,
    queryFn: getBadges,
  });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
