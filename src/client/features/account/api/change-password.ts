// POST /api/account/password: a new password, the current one given; every other session ends
// (PRODUCT 11.3).
import { useMutation } from '@tanstack/react-query';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import type { ChangePasswordBody } from '../../../../contract/account-settings';
import type { MessageAnswer } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { localize, messagesOf } from '../../../lib/i18n';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';

function changePassword(body: ChangePasswordBody) {
  return apiFetch('/api/account/password', {
    method: 'POST',
    body,
    schema: async () => (await import('../../../../contract/auth')).MessageAnswerSchema,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: feedback<MessageAnswer>({
      success: (answer) => ({ title: localize(answer.message) }),
      get failure() {
        return { title: messagesOf(accountSettingsCatalog).passwordChangeFailed };
      },
      joinOn401: true,
      // A wrong current password or a refused new one is said under its field.
      quietWhen: hasFieldErrors,
    }),
  });
}
