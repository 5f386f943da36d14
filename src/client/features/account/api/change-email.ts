// POST /api/account/email: asks for a new address, the current password given; it becomes the
// account's when the link mailed to it is followed (PRODUCT 11.3).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import type { ChangeEmailBody } from '../../../../contract/account-settings';
import type { MessageAnswer } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { localize, messagesOf } from '../../../lib/i18n';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';
import { EMAIL_STATUS_KEY } from './get-email-status';

function changeEmail(body: ChangeEmailBody) {
  return apiFetch('/api/account/email', {
    method: 'POST',
    body,
    schema: async () => (await import('../../../../contract/auth')).MessageAnswerSchema,
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_STATUS_KEY }),
    meta: feedback<MessageAnswer>({
      success: (answer) => ({ title: localize(answer.message) }),
      get failure() {
        return { title: messagesOf(accountSettingsCatalog).emailChangeFailed };
      },
      joinOn401: true,
      quietWhen: hasFieldErrors,
    }),
  });
}
