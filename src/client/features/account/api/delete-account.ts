// POST /api/account/delete: the member deletes their own account (PRODUCT 11.6). On success
// nothing of theirs may linger in this browser: every cached query goes and they count as a guest.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDeletionCatalog } from '../../../../contract/account-deletion-messages';
import type { DeleteAccountBody } from '../../../../contract/account-deletion';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';

function deleteAccount(body: DeleteAccountBody) {
  return apiFetch('/api/account/delete', {
    method: 'POST',
    body,
    schema: MessageAnswerSchema,
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // The account is gone, and with it the session: this browser forgets it as at a sign-out
      // (DECISIONS 75).
      void import('../../../pwa/sign-out').then(
        (signOut) => signOut.runSignOutTasks(),
        () => {},
      );
      const key = QUERY_KEYS.currentUser;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== key[0] });
      queryClient.setQueryData(key, null);
    },
    meta: feedback({
      get success() {
        return { title: messagesOf(accountDeletionCatalog).deleted };
      },
      get failure() {
        return { title: messagesOf(accountDeletionCatalog).deleteFailed };
      },
      joinOn401: true,
      // A wrong password is said under the field itself.
      quietWhen: hasFieldErrors,
    }),
  });
}
