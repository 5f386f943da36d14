// POST /api/admin/moderation/compliments/{id}/restore: shows a compliment again and closes its
// open reports as unfounded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ModeratedComplimentSchema,
  type ModerationDecisionBody,
} from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import { invalidateModeration } from './moderation-query-key';

function restoreCompliment({ id, body }: { id: number; body: ModerationDecisionBody }) {
  return apiFetch(`/api/admin/moderation/compliments/${id}/restore`, {
    method: 'POST',
    body,
    schema: ModeratedComplimentSchema,
  });
}

export function useRestoreCompliment() {
  const m = useMessages(moderationPanelCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCompliment,
    onSuccess: () => invalidateModeration(queryClient),
    meta: {
      success: { title: m.restored },
      failure: { title: m.restoreFailed },
    },
  });
}
