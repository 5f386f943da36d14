// POST /api/auth/reset-password: sets a new password from an emailed link, ending every session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MessageAnswerSchema,
  type MessageAnswer,
  type ResetPasswordBody,
} from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch, statusOf } from '../../../lib/api-client';
import { localize, useMessages } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { authCatalog } from '../auth-messages';
import { currentUserQueryOptions } from './get-current-user';

function resetPassword(body: ResetPasswordBody) {
  return apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body,
    schema: MessageAnswerSchema,
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  const messages = useMessages(messagesCatalog);
  const auth = useMessages(authCatalog);
  return useMutation({
    mutationFn: resetPassword,
    // The server ended the account's sessions, possibly this browser's own.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
    meta: feedback<MessageAnswer>({
      success: (answer) => ({ title: localize(answer.message) }),
      failure: { title: auth.error, reason: messages.serverError },
      // A 400 is a refused password, shown under its field, or a dead link, which the form replaces.
      quietWhen: (error) => statusOf(error) === 400,
    }),
  });
}
