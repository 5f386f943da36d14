// POST /api/admin/moderation/compliments/{id}/remove-and-suspend: a removal that also suspends the
// compliment's author.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ModeratedComplimentSchema, type SuspensionBody } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import { invalidateModeration } from './moderation-query-key';

function removeAndSuspendAuthor({ id, body }: { id: number; body: SuspensionBody }) {
  return apiFetch(`/api/admin/moderation/compliments/${id}/remove-and-suspend`, {
    method: 'POST',
    body,
    schema: ModeratedComplimentSchema,
  });
}

export function useRemoveAndSuspendAuthor() {
  const m = useMessages(moderationPanelCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAndSuspendAuthor,
    onSuccess: () => invalidateModeration(queryClient),
    meta: {
      success: { title: m.removedAndSuspended },
      failure: { title: m.removeFailed },
    },
  });
}
