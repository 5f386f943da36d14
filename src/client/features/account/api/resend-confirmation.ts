// POST /api/account/confirm-email/resend: a fresh confirmation link (PRODUCT 11.2). Used by the
// banner on every member page, so it loads no zod.
import { useMutation } from '@tanstack/react-query';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../contract/account-settings-messages';
import type { MessageAnswer } from '../../../../contract/auth';
import { apiFetchAs } from '../../../lib/api-client';
import { feedback } from '../../../lib/mutation-feedback';

function resendConfirmation() {
  return apiFetchAs<MessageAnswer>('/api/account/confirm-email/resend', { method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: resendConfirmation,
    meta: feedback<MessageAnswer>({
      success: (answer) => ({ title: answer.message }),
      failure: { title: EMAIL_CONFIRMATION_MESSAGES.resendFailed },
      joinOn401: true,
    }),
  });
}
