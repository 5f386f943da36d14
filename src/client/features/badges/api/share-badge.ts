// POST /api/badges/{id}/share counts a share of the member's badge (PRODUCT 15: it adds one
// to the shared count); POST /api/badges/{id}/publish makes its card public without counting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '../../../../contract/badges';
import { apiFetch } from '../../../lib/api-client';
import { badgesQueryOptions } from './get-badges';

// Loaded on the first share, not with the profile page.
const badgeSchema = async () => (await import('../../../../contract/badges')).BadgeSchema;

// No body: the id in the path says everything, and an empty JSON body would be refused.
export function shareBadge(id: string) {
  return apiFetch(`/api/badges/${encodeURIComponent(id)}/share`, {
    method: 'POST',
    schema: badgeSchema,
  });
}

export function publishBadge(id: string) {
  return apiFetch(`/api/badges/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    schema: badgeSchema,
  });
}

/** The answer is the badge as it is now: the list shows it without another request. */
function useUpdateBadge(mutationFn: (id: string) => Promise<Badge>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (badge) => {
      queryClient.setQueryData<Badge[]>(badgesQueryOptions().queryKey, (list) =>
        list?.map((item) => (item.id === badge.id ? badge : item)),
      );
    },
  });
}

export const useShareBadge = () => useUpdateBadge(shareBadge);
export const usePublishBadge = () => useUpdateBadge(publishBadge);
