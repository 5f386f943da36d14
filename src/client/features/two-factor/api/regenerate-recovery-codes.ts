// POST /api/account/two-factor/recovery-codes: the password and a code make new recovery codes;
// the old ones stop working (PRODUCT 11.7).
import { useMutation } from '@tanstack/react-query';
import {
  RecoveryCodesSchema,
  type RegenerateRecoveryCodesBody,
} from '../../../../contract/two-factor';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { apiFetch } from '../../../lib/api-client';
import { hasFieldErrors } from '../../../lib/mutation-feedback';

function regenerateRecoveryCodes(body: RegenerateRecoveryCodesBody) {
  return apiFetch('/api/account/two-factor/recovery-codes', {
    method: 'POST',
    body,
    schema: RecoveryCodesSchema,
  });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: {
      success: { title: TWO_FACTOR_MESSAGES.recoveryCodesRenewed },
      failure: { title: TWO_FACTOR_MESSAGES.stepFailedTitle },
      quietWhen: hasFieldErrors,
    },
  });
}
