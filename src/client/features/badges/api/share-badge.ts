// POST /api/badges/{id}/share counts a share of the member's badge (PRODUCT 15: it adds one
// to the shared count); POST /api/badges/{id}/publish makes its card public without counting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { badgeCatalog } from '../../../../contract/badge-messages';
import type { Badge } from '../../../../contract/badges';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback, type MutationFeedback } from '../../../lib/mutation-feedback';
import { badgesCatalog } from '../badges-messages';
import { badgesQueryOptions } from './get-badges';

// Loaded on the first share, not with the profile page.
const badgeSchema = async () => (await import('../../../../contract/badges')).BadgeSchema;

// No body: the id in the path says everything, and an empty JSON body would be refused.
function shareBadge(id: string) {
  return apiFetch(`/api/badges/${encodeURIComponent(id)}/share`, {
    method: 'POST',
    schema: badgeSchema,
  });
}

function publishBadge(id: string) {
  return apiFetch(`/api/badges/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    schema: badgeSchema,
  });
}

/** The answer is the badge as it is now: the list shows it without another request. */
function useUpdateBadge<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Badge>,
  meta: MutationFeedback<Badge, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (badge) => {
      queryClient.setQueryData<Badge[]>(badgesQueryOptions().queryKey, (list) =>
        list?.map((item) => (item.id === badge.id ? badge : item)),
      );
    },
    meta,
  });
}

/** The share targets that leave the link on the clipboard rather than open a network. */
const COPIED_CHANNELS = new Set(['instagram', 'clipboard']);

/** A share that went out through `channel`. */
export const useShareBadge = () =>
  useUpdateBadge(
    ({ id }: { id: string; channel: string }) => shareBadge(id),
    feedback<Badge, { channel: string }>({
      success: (_badge, { channel }) => ({
        title: messagesOf(badgeCatalog).shared,
        description: COPIED_CHANNELS.has(channel)
          ? messagesOf(badgesCatalog).onClipboard
          : undefined,
      }),
      get failure() {
        const m = messagesOf(badgesCatalog);
        return { title: m.error, reason: m.shareFailed };
      },
    }),
  );

export const usePublishBadge = () =>
  useUpdateBadge(publishBadge, {
    get failure() {
      const m = messagesOf(badgesCatalog);
      return { title: m.error, reason: m.publishFailed };
    },
  });
