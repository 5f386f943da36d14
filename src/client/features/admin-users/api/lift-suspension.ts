// POST /api/admin/moderation/users/{id}/lift: ends a member's suspension now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { adminUsersCatalog } from '../admin-users-messages';
import { invalidateAfterSuspension } from './suspend-member';

function liftSuspension(userId: number) {
  return apiFetch(`/api/admin/moderation/users/${userId}/lift`, {
    method: 'POST',
    schema: async () => (await import('../../../../contract/moderation')).MemberSuspensionSchema,
  });
}

export function useLiftSuspension() {
  const m = useMessages(adminUsersCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSuspension,
    onSuccess: () => invalidateAfterSuspension(queryClient),
    meta: {
      success: { title: m.suspensionLifted },
      failure: { title: m.liftFailed },
    },
  });
}
