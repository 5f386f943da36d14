// POST /api/badges/{id}/share: counts a share of the member's badge (SPEC §4 "a share increases its shared count").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeSchema, type Badge } from '../../../../contract/badges';
import { apiFetch } from '../../../lib/api-client';
import { badgesQueryOptions } from './get-badges';

export function shareBadge(id: number) {
  // No body: the id in the path says everything, and an empty JSON body would be refused.
  return apiFetch(`/api/badges/${id}/share`, { method: 'POST', schema: BadgeSchema });
}

export function useShareBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareBadge,
    onSuccess: (badge) => {
      // The answer is the badge with its new count: the list shows it without another request.
      queryClient.setQueryData<Badge[]>(badgesQueryOptions().queryKey, (list) =>
        list?.map((item) => (item.id === badge.id ? badge : item)),
      );
    },
  });
}
