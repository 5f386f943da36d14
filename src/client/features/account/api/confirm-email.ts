// POST /api/account/confirm-email: follows a mailed confirmation link (PRODUCT 11.2).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailBody } from '../../../../contract/account-settings';
import type { MessageAnswer } from '../../../../contract/auth';
import { apiFetchAs } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { EMAIL_STATUS_KEY } from './get-email-status';

function confirmEmail(body: ConfirmEmailBody) {
  return apiFetchAs<MessageAnswer>('/api/account/confirm-email', { method: 'POST', body });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The address, and what the member may do, changed: the banner and the nav read them again.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
      await queryClient.invalidateQueries({ queryKey: EMAIL_STATUS_KEY });
    },
    // The page itself says what went wrong with the link.
  });
}
