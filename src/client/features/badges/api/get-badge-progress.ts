// GET /api/badges/progress: every badge family's levels, the next badge and the streak (PRODUCT 15.1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BadgeProgress } from '../../../../contract/badge-progress';
import { apiFetchAs } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function getBadgeProgress({ signal }: { signal?: AbortSignal } = {}) {
  // Read by the member's home header: the server checks its answer against BadgeProgressSchema,
  // so the first screen does not load zod to check it again (DECISIONS 17).
  return apiFetchAs<BadgeProgress>('/api/badges/progress', { signal });
}

const badgeProgressQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.badgeProgress,
    queryFn: getBadgeProgress,
  });

export function useBadgeProgress() {
  return useQuery(badgeProgressQueryOptions());
}
