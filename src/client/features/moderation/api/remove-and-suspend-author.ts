// POST /api/admin/moderation/compliments/{id}/remove-and-suspend: a removal that also suspends the
// compliment's author.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ModeratedComplimentSchema, type SuspensionBody } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { invalidateModeration } from './moderation-query-key';

function removeAndSuspendAuthor({ id, body }: { id: number; body: SuspensionBody }) {
  return apiFetch(`/api/admin/moderation/compliments/${id}/remove-and-suspend`, {
    method: 'POST',
    body,
    schema: ModeratedComplimentSchema,
  });
}

export function useRemoveAndSuspendAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAndSuspendAuthor,
    onSuccess: () => invalidateModeration(queryClient),
    meta: {
      success: { title: 'Compliment removed and author suspended' },
      failure: { title: 'Failed to remove the compliment' },
    },
  });
}
