// DELETE /api/account/sessions/:id: ends one of the member's other sessions (PRODUCT 11.4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsCatalog } from '../../../../contract/sessions-messages';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { sessionsQueryOptions } from './get-sessions';

function endSession(id: string) {
  return apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: async () =>
      (await import('../../../../contract/account-sessions')).EndSessionAnswerSchema,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
    meta: feedback({
      get success() {
        return { title: messagesOf(sessionsCatalog).sessionEnded };
      },
      get failure() {
        return { title: messagesOf(sessionsCatalog).endFailed };
      },
      joinOn401: true,
    }),
  });
}
