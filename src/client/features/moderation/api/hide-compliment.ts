// POST /api/admin/moderation/compliments/{id}/hide: takes a compliment out of the draw without a
// queue decision.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ModeratedComplimentSchema,
  type ModerationDecisionBody,
} from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import { invalidateModeration } from './moderation-query-key';

function hideCompliment({ id, body }: { id: number; body: ModerationDecisionBody }) {
  return apiFetch(`/api/admin/moderation/compliments/${id}/hide`, {
    method: 'POST',
    body,
    schema: ModeratedComplimentSchema,
  });
}

export function useHideCompliment() {
  const m = useMessages(moderationPanelCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideCompliment,
    onSuccess: () => invalidateModeration(queryClient),
    meta: {
      success: { title: m.hiddenToast },
      failure: { title: m.hideFailed },
    },
  });
}
