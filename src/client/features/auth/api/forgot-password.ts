// POST /api/auth/forgot-password: asks for a reset link; the answer is the same for every email.
import { useMutation } from '@tanstack/react-query';
import { MessageAnswerSchema, type ForgotPasswordBody } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';

function forgotPassword(body: ForgotPasswordBody) {
  return apiFetch('/api/auth/forgot-password', {
    method: 'POST',
    body,
    schema: MessageAnswerSchema,
  });
}

export function useForgotPassword() {
  const m = useMessages(messagesCatalog);
  return useMutation({
    mutationFn: forgotPassword,
    meta: {
      success: { title: m.forgotPasswordAnswer },
      failure: { title: m.forgotPasswordFailed, reason: false },
    },
  });
}
