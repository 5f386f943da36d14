// POST /api/admin/message: an admin's message to one user, delivered to their profile inbox.
import { useMutation } from '@tanstack/react-query';
import { SentMessageSchema, type SendMessageBody } from '../../../../contract/admin';
import { MESSAGES } from '../../../../contract/messages';
import { apiFetch } from '../../../lib/api-client';

function sendMessage(body: SendMessageBody) {
  return apiFetch('/api/admin/message', { method: 'POST', body, schema: SentMessageSchema });
}

/** `username` names the receiver in the toast; the answer carries only their id. */
export function useSendMessage({ username }: { username: string }) {
  return useMutation({
    mutationFn: sendMessage,
    meta: {
      success: { title: MESSAGES.messageSent, description: `Sent to ${username}.` },
      failure: { title: MESSAGES.messageSendFailed },
    },
  });
}
