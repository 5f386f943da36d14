// POST /api/account/two-factor/disable: the password and a code (or a recovery code) turn
// two-factor sign-in off (PRODUCT 11.7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageAnswerSchema } from '../../../../contract/auth';
import type { TwoFactorDisableBody } from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { hasFieldErrors } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';

function disableTwoFactor(body: TwoFactorDisableBody) {
  return apiFetch('/api/account/two-factor/disable', {
    method: 'POST',
    body,
    schema: MessageAnswerSchema,
  });
}

export function useDisableTwoFactor() {
  const m = useMessages(twoFactorCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser }),
    meta: {
      success: { title: m.disabled },
      failure: { title: m.stepFailedTitle },
      quietWhen: hasFieldErrors,
    },
  });
}
