// POST /api/account/two-factor/recovery-codes: the password and a code make new recovery codes;
// the old ones stop working (PRODUCT 11.7).
import { useMutation } from '@tanstack/react-query';
import {
  RecoveryCodesSchema,
  type RegenerateRecoveryCodesBody,
} from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { hasFieldErrors } from '../../../lib/mutation-feedback';

function regenerateRecoveryCodes(body: RegenerateRecoveryCodesBody) {
  return apiFetch('/api/account/two-factor/recovery-codes', {
    method: 'POST',
    body,
    schema: RecoveryCodesSchema,
  });
}

export function useRegenerateRecoveryCodes() {
  const m = useMessages(twoFactorCatalog);
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: {
      success: { title: m.recoveryCodesRenewed },
      failure: { title: m.stepFailedTitle },
      quietWhen: hasFieldErrors,
    },
  });
}
