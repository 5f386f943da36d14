// PATCH /api/account/passkeys/:id: a new name for one of the member's passkeys (PRODUCT 11.8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';
import { passkeysQueryOptions } from './get-passkeys';

function renamePasskey({ id, name }: { id: number; name: string }) {
  return apiFetch(`/api/account/passkeys/${id}`, {
    method: 'PATCH',
    body: { name },
    schema: async () => (await import('../../../../contract/passkeys')).PasskeySchema,
  });
}

export function useRenamePasskey() {
  const m = useMessages(passkeyCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
    meta: feedback({
      success: { title: m.renamed },
      failure: { title: m.renameFailed },
      joinOn401: true,
      quietWhen: hasFieldErrors,
    }),
  });
}
