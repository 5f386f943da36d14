// POST /api/auth/login/two-factor: the code (or a recovery code) that completes a log-in; the
// answer becomes the current user at once, as /login's does (PRODUCT 11.7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../../contract/auth';
import type { LoginTwoFactorBody } from '../../../../contract/two-factor';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { MESSAGES } from '../../../../contract/messages';
import { apiFetch, statusOf } from '../../../lib/api-client';
import { hasFieldErrors } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';

function loginTwoFactor(body: LoginTwoFactorBody) {
  return apiFetch('/api/auth/login/two-factor', {
    method: 'POST',
    body,
    schema: CurrentUserSchema,
  });
}

export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(QUERY_KEYS.currentUser, user);
    },
    meta: {
      failure: { title: TWO_FACTOR_MESSAGES.stepFailedTitle, reason: MESSAGES.serverError },
      // A wrong or used code, or a challenge that ran out, is said under the field.
      quietWhen: (error) => hasFieldErrors(error) || statusOf(error) === 401,
    },
  });
}
