// POST /api/account/two-factor/enable: a code from the app turns two-factor sign-in on and the
// answer holds the recovery codes, shown once (PRODUCT 11.7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TwoFactorEnabledSchema, type TwoFactorEnableBody } from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { hasFieldErrors } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';

function enableTwoFactor(body: TwoFactorEnableBody) {
  return apiFetch('/api/account/two-factor/enable', {
    method: 'POST',
    body,
    schema: TwoFactorEnabledSchema,
  });
}

/**
 * `enrolling`: an admin at log-in, whose session this call opens; the current user is set only
 * once they have seen their recovery codes, so the page does not move on from under them.
 */
export function useEnableTwoFactor({ enrolling }: { enrolling: boolean }) {
  const m = useMessages(twoFactorCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async () => {
      if (!enrolling) await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
    },
    meta: {
      failure: { title: m.stepFailedTitle },
      quietWhen: hasFieldErrors,
    },
  });
}
