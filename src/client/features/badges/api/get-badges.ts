// GET /api/badges: the signed-in member's badges, one per level earned (profile Badges tab).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BadgeListSchema } from '../../../../contract/badges';
import { apiFetch } from '../../../lib/api-client';

export function getBadges({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/badges', { signal, schema: BadgeListSchema });
}

export const badgesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/badges'] as const,
    queryFn: getBadges,
  });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
