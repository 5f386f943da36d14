// POST /api/auth/login/two-factor: the code (or a recovery code) that completes a log-in; the
// answer becomes the current user at once, as /login's does (PRODUCT 11.7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../../contract/auth';
import type { LoginTwoFactorBody } from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch, statusOf } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
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
  const m = useMessages(twoFactorCatalog);
  const messages = useMessages(messagesCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(QUERY_KEYS.currentUser, user);
    },
    meta: {
      failure: { title: m.stepFailedTitle, reason: messages.serverError },
      // A wrong or used code, or a challenge that ran out, is said under the field.
      quietWhen: (error) => hasFieldErrors(error) || statusOf(error) === 401,
    },
  });
}
