// POST /api/digest/unsubscribe?token=…: the confirm page's button, with no session needed; the
// same call a mail provider makes for a one-click unsubscribe (PRODUCT 20.2).
import { useMutation } from '@tanstack/react-query';
import { digestCatalog } from '../../../../contract/digest-messages';
import { apiFetch, statusOf } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';

function unsubscribeDigest(token: string) {
  return apiFetch(`/api/digest/unsubscribe?${new URLSearchParams({ token }).toString()}`, {
    method: 'POST',
    body: { 'List-Unsubscribe': 'One-Click' },
    schema: async () => (await import('../../../../contract/digest')).UnsubscribeAnswerSchema,
  });
}

export function useUnsubscribeDigest() {
  return useMutation({
    mutationFn: unsubscribeDigest,
    // The page says the outcome itself, a refused link included; only an outage gets a toast.
    meta: feedback({
      get failure() {
        return { title: messagesOf(digestCatalog).unsubscribeFailed };
      },
      quietWhen: (error) => statusOf(error) === 400,
    }),
  });
}
