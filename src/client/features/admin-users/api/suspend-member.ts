// POST /api/admin/moderation/users/{id}/suspend: keeps a member from submitting, thanking and
// reporting for a while, and hides their compliments meanwhile.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SuspensionBody } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { adminUsersCatalog } from '../admin-users-messages';
import { adminUsersQueryOptions } from './get-admin-users';

function suspendMember({ userId, body }: { userId: number; body: SuspensionBody }) {
  return apiFetch(`/api/admin/moderation/users/${userId}/suspend`, {
    method: 'POST',
    body,
    schema: async () => (await import('../../../../contract/moderation')).MemberSuspensionSchema,
  });
}

/** The users list shows the new state; the moderation log and audit log grow. */
export function invalidateAfterSuspension(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.moderation }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminAudit }),
  ]);
}

export function useSuspendMember() {
  const m = useMessages(adminUsersCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendMember,
    onSuccess: () => invalidateAfterSuspension(queryClient),
    meta: {
      success: { title: m.memberSuspended },
      failure: { title: m.suspendFailed },
    },
  });
}
