// POST /api/admin/moderation/compliments/{id}/remove: hides a compliment for good, takes back the
// karma it earned and tells its author why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ModeratedComplimentSchema,
  type ModerationDecisionBody,
} from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import { invalidateModeration } from './moderation-query-key';

function removeCompliment({ id, body }: { id: number; body: ModerationDecisionBody }) {
  return apiFetch(`/api/admin/moderation/compliments/${id}/remove`, {
    method: 'POST',
    body,
    schema: ModeratedComplimentSchema,
  });
}

export function useRemoveCompliment() {
  const m = useMessages(moderationPanelCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompliment,
    onSuccess: () => invalidateModeration(queryClient),
    meta: {
      success: { title: m.removed },
      failure: { title: m.removeFailed },
    },
  });
}
