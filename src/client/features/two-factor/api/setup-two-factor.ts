// POST /api/account/two-factor/setup: a new secret and its QR code (PRODUCT 11.7). A signed-in
// member sends their password; an admin enrolling at log-in sends none.
import { useMutation } from '@tanstack/react-query';
import { TwoFactorSetupSchema, type TwoFactorSetupBody } from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { hasFieldErrors } from '../../../lib/mutation-feedback';

function setupTwoFactor(body: TwoFactorSetupBody) {
  return apiFetch('/api/account/two-factor/setup', {
    method: 'POST',
    body,
    schema: TwoFactorSetupSchema,
  });
}

export function useSetupTwoFactor() {
  const m = useMessages(twoFactorCatalog);
  return useMutation({
    mutationFn: setupTwoFactor,
    meta: {
      failure: { title: m.stepFailedTitle },
      // A wrong password is said under the field.
      quietWhen: hasFieldErrors,
    },
  });
}
