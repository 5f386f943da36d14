// POST /api/account/email/cancel: the settings page's Cancel change ends the link that would move
// the account to a new address (PRODUCT 11.3).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import type { MessageAnswer } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { localize, messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { EMAIL_STATUS_KEY } from './get-email-status';

function cancelEmailChange() {
  return apiFetch('/api/account/email/cancel', {
    method: 'POST',
    body: {},
    schema: async () => (await import('../../../../contract/auth')).MessageAnswerSchema,
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    // A 409 (nothing waits any more) also leaves the status stale: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAIL_STATUS_KEY }),
    meta: feedback<MessageAnswer>({
      success: (answer) => ({ title: localize(answer.message) }),
      get failure() {
        return { title: messagesOf(accountSettingsCatalog).cancelChangeFailed };
      },
    }),
  });
}
