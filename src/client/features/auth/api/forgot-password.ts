// POST /api/auth/forgot-password: asks for a reset link; the answer is the same for every email.
import { useMutation } from '@tanstack/react-query';
import { MessageAnswerSchema, type ForgotPasswordBody } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { apiFetch } from '../../../lib/api-client';

function forgotPassword(body: ForgotPasswordBody) {
  return apiFetch('/api/auth/forgot-password', {
    method: 'POST',
    body,
    schema: MessageAnswerSchema,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    meta: {
      success: { title: MESSAGES.forgotPasswordAnswer },
      failure: { title: MESSAGES.forgotPasswordFailed, reason: false },
    },
  });
}
