// POST /api/admin/message: an admin's message to one user, delivered to their profile inbox.
import { useMutation } from '@tanstack/react-query';
import { SentMessageSchema, type SendMessageBody } from '../../../../contract/admin';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch } from '../../../lib/api-client';
import { t, useMessages } from '../../../lib/i18n';
import { adminUsersCatalog } from '../admin-users-messages';

function sendMessage(body: SendMessageBody) {
  return apiFetch('/api/admin/message', { method: 'POST', body, schema: SentMessageSchema });
}

/** `username` names the receiver in the toast; the answer carries only their id. */
export function useSendMessage({ username }: { username: string }) {
  const m = useMessages(adminUsersCatalog);
  const messages = useMessages(messagesCatalog);
  return useMutation({
    mutationFn: sendMessage,
    meta: {
      success: { title: messages.messageSent, description: t(m.sentTo, { name: username }) },
      failure: { title: messages.messageSendFailed },
    },
  });
}
