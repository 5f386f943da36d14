// POST /api/auth/reset-password: sets a new password from an emailed link, ending every session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageAnswerSchema, type ResetPasswordBody } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

export function resetPassword(body: ResetPasswordBody) {
  return apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body,
    schema: MessageAnswerSchema,
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ended the account's sessions, possibly this browser's own.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
