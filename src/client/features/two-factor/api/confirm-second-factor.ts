// POST /api/account/two-factor/confirm: a session opened with the password alone confirms the
// account's second factor, as an admin must where admins need two (PRODUCT 11.7). The session goes
// on under a new id, and who may do what is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../../contract/auth';
import type { LoginTwoFactorBody } from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { hasFieldErrors } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';

function confirmSecondFactor(body: LoginTwoFactorBody) {
  return apiFetch('/api/account/two-factor/confirm', {
    method: 'POST',
    body,
    schema: CurrentUserSchema,
  });
}

export function useConfirmSecondFactor() {
  const m = useMessages(twoFactorCatalog);
  const messages = useMessages(messagesCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: async (user) => {
      queryClient.setQueryData(QUERY_KEYS.currentUser, user);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.isAdmin });
    },
    meta: {
      failure: { title: m.stepFailedTitle, reason: messages.serverError },
      // A wrong or used code is said under the field.
      quietWhen: hasFieldErrors,
    },
  });
}
