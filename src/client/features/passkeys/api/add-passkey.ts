// Adding a passkey (PRODUCT 11.8): POST /api/account/passkeys/register/options (with the password
// or a code for the first one), the browser's ceremony, then POST /api/account/passkeys/register.
// The list is read again; the new passkey is named after the browser until the member renames it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import type { RegistrationOptionsBody } from '../../../../contract/passkeys';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';
import { passkeysQueryOptions } from './get-passkeys';
import { ceremonyFailure, loadWebAuthn } from './webauthn-browser';

async function addPasskey(confirmation: RegistrationOptionsBody) {
  const contract = await import('../../../../contract/passkeys');
  const optionsJSON = await apiFetch('/api/account/passkeys/register/options', {
    method: 'POST',
    body: confirmation,
    schema: contract.RegistrationOptionsSchema,
  });
  const { startRegistration } = await loadWebAuthn();
  const response = await startRegistration({ optionsJSON });
  return apiFetch('/api/account/passkeys/register', {
    method: 'POST',
    body: { response },
    schema: contract.PasskeySchema,
  });
}

export function useAddPasskey() {
  const m = useMessages(passkeyCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
    meta: feedback({
      success: { title: m.addDone, description: m.addDoneText },
      failure: {
        title: m.addFailed,
        reason: (error) => ceremonyFailure(error, m.registrationRefused),
      },
      joinOn401: true,
      // A wrong password or code is said under its field.
      quietWhen: hasFieldErrors,
    }),
  });
}
