// POST /api/admin/users/{id}/end-sessions: logs a user out on every device at once (PRODUCT 8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_MESSAGES } from '../../../../contract/account-deletion-messages';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function endUserSessions(userId: number) {
  return apiFetch(`/api/admin/users/${userId}/end-sessions`, {
    method: 'POST',
    schema: MessageAnswerSchema,
  });
}

/** The audit log grows by the action. */
export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminAudit }),
    meta: {
      success: { title: ACCOUNT_DELETION_MESSAGES.sessionsEnded },
      failure: { title: ACCOUNT_DELETION_MESSAGES.endSessionsFailed },
    },
  });
}
