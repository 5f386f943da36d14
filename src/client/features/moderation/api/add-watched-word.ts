// POST /api/admin/moderation/watched-words: watches a word or phrase; it applies to the next submission.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WatchedWordSchema, type WatchedWordBody } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import { invalidateModeration } from './moderation-query-key';

function addWatchedWord(body: WatchedWordBody) {
  return apiFetch('/api/admin/moderation/watched-words', {
    method: 'POST',
    body,
    schema: WatchedWordSchema,
  });
}

export function useAddWatchedWord() {
  const m = useMessages(moderationPanelCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWatchedWord,
    onSuccess: () => invalidateModeration(queryClient),
    meta: {
      success: { title: m.wordAdded },
      failure: { title: m.addWordFailed },
    },
  });
}
