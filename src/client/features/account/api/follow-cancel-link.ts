// POST /api/account/email/cancel-link: the notice mailed to the old address cancels a change of
// address, or takes it back, and ends the account's sessions (PRODUCT 11.3).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelEmailChangeBody } from '../../../../contract/account-settings';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function followCancelLink(body: CancelEmailChangeBody) {
  return apiFetch('/api/account/email/cancel-link', {
    method: 'POST',
    body,
    schema: MessageAnswerSchema,
  });
}

/** The page itself says what happened, so no toast. */
export function useFollowCancelLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followCancelLink,
    // The browser's own session may have ended with the others.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser }),
  });
}
