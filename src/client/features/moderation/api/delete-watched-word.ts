// DELETE /api/admin/moderation/watched-words/{id}: stops watching a word (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchedWord } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import { watchedWordsQueryOptions } from './get-watched-words';
import { invalidateModeration } from './moderation-query-key';

async function deleteWatchedWord(id: number) {
  await apiFetch(`/api/admin/moderation/watched-words/${id}`, { method: 'DELETE' });
  return id;
}

export function useDeleteWatchedWord() {
  const m = useMessages(moderationPanelCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWatchedWord,
    onSuccess: (id) => {
      queryClient.setQueryData<WatchedWord[]>(watchedWordsQueryOptions().queryKey, (words) =>
        words?.filter((word) => word.id !== id),
      );
      return invalidateModeration(queryClient);
    },
    meta: {
      success: { title: m.wordDeleted },
      failure: { title: m.deleteWordFailed },
    },
  });
}
