// POST /api/messages/{id}/read: marks one message read; the inbox and the nav's count follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { inboxCatalog } from '../inbox-messages';
import { inboxQueryOptions } from './get-inbox';
import { unreadCountQueryOptions } from './get-unread-count';

function markMessageRead(id: number) {
  // No body: the message id in the path and the session say everything.
  return apiFetch(`/api/messages/${id}/read`, {
    method: 'POST',
    // Loaded on the first read, not with the profile page.
    schema: async () => (await import('../../../../contract/inbox')).InboxMessageSchema,
  });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (read) => {
      let unread: number | undefined;
      queryClient.setQueryData(inboxQueryOptions().queryKey, (inbox) => {
        if (!inbox) return inbox;
        const messages = inbox.messages.map((message) => (message.id === read.id ? read : message));
        unread = messages.filter((message) => message.readAt === null).length;
        return { messages, unreadCount: unread };
      });
      if (unread !== undefined) {
        queryClient.setQueryData(unreadCountQueryOptions().queryKey, { unreadCount: unread });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey }),
      ]);
    },
    meta: {
      get failure() {
        return {
          title: messagesOf(inboxCatalog).error,
          reason: messagesOf(messagesCatalog).serverError,
        };
      },
    },
  });
}
