// POST /api/admin/users/{id}/two-factor/reset: clears another account's two-factor sign-in when
// its phone and recovery codes are lost (PRODUCT 8, 11.7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { adminUsersQueryOptions } from './get-admin-users';

function resetUserTwoFactor(userId: number) {
  return apiFetch(`/api/admin/users/${userId}/two-factor/reset`, {
    method: 'POST',
    schema: MessageAnswerSchema,
  });
}

/**
 * The users list is read again either way: after a reset the row no longer offers one, and a
 * refusal (another admin reset it first, 409) means the row was out of date. The audit log grows
 * by the action.
 */
export function useResetUserTwoFactor() {
  const twoFactor = useMessages(twoFactorCatalog);
  const queryClient = useQueryClient();
  const refreshUsers = () =>
    queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
  return useMutation({
    mutationFn: resetUserTwoFactor,
    onSuccess: () =>
      Promise.all([
        refreshUsers(),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminAudit }),
      ]),
    onError: refreshUsers,
    meta: {
      success: { title: twoFactor.resetToast },
      // The server's reason (such as the 409 for an account without it) is said under the title.
      failure: { title: twoFactor.resetFailed },
    },
  });
}
