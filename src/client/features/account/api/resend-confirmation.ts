// POST /api/account/confirm-email/resend: a fresh confirmation link (PRODUCT 11.2). Used by the
// banner on every member page, so it loads no zod.
import { useMutation } from '@tanstack/react-query';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import type { MessageAnswer } from '../../../../contract/auth';
import { apiFetchAs } from '../../../lib/api-client';
import { localize, messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';

function resendConfirmation() {
  return apiFetchAs<MessageAnswer>('/api/account/confirm-email/resend', { method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: resendConfirmation,
    meta: feedback<MessageAnswer>({
      success: (answer) => ({ title: localize(answer.message) }),
      get failure() {
        return { title: messagesOf(accountSettingsCatalog).resendFailed };
      },
      joinOn401: true,
    }),
  });
}
