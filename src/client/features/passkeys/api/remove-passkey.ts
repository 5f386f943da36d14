// POST /api/account/passkeys/:id/remove: removes one of the member's passkeys once they confirm
// with their password or a code (PRODUCT 11.8); this browser stays signed in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import type { RemovePasskeyBody } from '../../../../contract/passkeys';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';
import { passkeysQueryOptions } from './get-passkeys';

function removePasskey({ id, ...confirmation }: RemovePasskeyBody & { id: number }) {
  return apiFetch(`/api/account/passkeys/${id}/remove`, {
    method: 'POST',
    body: confirmation,
    schema: MessageAnswerSchema,
  });
}

export function useRemovePasskey() {
  const m = useMessages(passkeyCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
    meta: feedback({
      success: { title: m.removed, description: m.removedNote },
      failure: { title: m.removeFailed },
      joinOn401: true,
      quietWhen: hasFieldErrors,
    }),
  });
}
