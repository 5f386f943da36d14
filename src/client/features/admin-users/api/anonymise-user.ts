// POST /api/admin/users/{id}/anonymise: deletes a user's account as its member would, keeping
// their compliments as "A Kindly member" (PRODUCT 8, 11.6).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDeletionCatalog } from '../../../../contract/account-deletion-messages';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { adminUsersQueryOptions } from './get-admin-users';

function anonymiseUser(userId: number) {
  return apiFetch(`/api/admin/users/${userId}/anonymise`, {
    method: 'POST',
    schema: MessageAnswerSchema,
  });
}

/** The account leaves the users list; the audit and moderation lists read names again. */
export function useAnonymiseUser() {
  const deletion = useMessages(accountDeletionCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anonymiseUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminAudit }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.moderation }),
      ]),
    meta: {
      success: { title: deletion.anonymised },
      failure: { title: deletion.anonymiseFailed },
    },
  });
}
