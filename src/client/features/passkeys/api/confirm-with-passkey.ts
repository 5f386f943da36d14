// A signed-in member confirms it is them with a passkey of their account (PRODUCT 11.8): POST
// /api/account/passkeys/confirm/options, the browser's ceremony, then POST
// /api/account/passkeys/confirm, after which the session carries a second factor and the current
// user is read again (the admin screens stop asking for one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { ceremonyFailure, loadWebAuthn } from './webauthn-browser';

async function confirmWithPasskey() {
  const contract = await import('../../../../contract/passkeys');
  const optionsJSON = await apiFetch('/api/account/passkeys/confirm/options', {
    method: 'POST',
    schema: contract.AuthenticationOptionsSchema,
  });
  const { startAuthentication } = await loadWebAuthn();
  const response = await startAuthentication({ optionsJSON });
  return apiFetch('/api/account/passkeys/confirm', {
    method: 'POST',
    body: { response },
    schema: async () => (await import('../../../../contract/auth')).CurrentUserSchema,
  });
}

export function useConfirmWithPasskey() {
  const m = useMessages(passkeyCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser }),
    meta: feedback({
      success: { title: m.confirmed },
      failure: {
        title: m.confirmFailedTitle,
        reason: (error) => ceremonyFailure(error, m.confirmRefused),
      },
      joinOn401: true,
    }),
  });
}
