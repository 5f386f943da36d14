// POST /api/account/sessions/end-others: ends every session of the member but this one
// (PRODUCT 11.4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsCatalog } from '../../../../contract/sessions-messages';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { sessionsQueryOptions } from './get-sessions';

function endOtherSessions() {
  return apiFetch('/api/account/sessions/end-others', {
    method: 'POST',
    schema: async () =>
      (await import('../../../../contract/account-sessions')).EndOtherSessionsAnswerSchema,
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
    meta: feedback({
      get success() {
        return { title: messagesOf(sessionsCatalog).othersEnded };
      },
      get failure() {
        return { title: messagesOf(sessionsCatalog).endFailed };
      },
      joinOn401: true,
    }),
  });
}
