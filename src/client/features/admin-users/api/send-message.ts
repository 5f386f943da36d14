// POST /api/admin/message: an admin's message to one user, delivered to their profile inbox.
import { useMutation } from '@tanstack/react-query';
import { SentMessageSchema, type SendMessageBody } from '../../../../contract/admin';
import { apiFetch } from '../../../lib/api-client';

export function sendMessage(body: SendMessageBody) {
  return apiFetch('/api/admin/message', { method: 'POST', body, schema: SentMessageSchema });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
