// POST /api/admin/users/{id}/end-sessions: logs a user out on every device at once (PRODUCT 8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDeletionCatalog } from '../../../../contract/account-deletion-messages';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';

function endUserSessions(userId: number) {
  return apiFetch(`/api/admin/users/${userId}/end-sessions`, {
    method: 'POST',
    schema: MessageAnswerSchema,
  });
}

/** The audit log grows by the action. */
export function useEndUserSessions() {
  const deletion = useMessages(accountDeletionCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminAudit }),
    meta: {
      success: { title: deletion.sessionsEnded },
      failure: { title: deletion.endSessionsFailed },
    },
  });
}
