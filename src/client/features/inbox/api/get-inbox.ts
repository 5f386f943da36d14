// GET /api/messages: the signed-in member's messages from admins, newest first, with the unread count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { InboxSchema } from '../../../../contract/messages-inbox';
import { apiFetch } from '../../../lib/api-client';

export function getInbox({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/messages', { signal, schema: InboxSchema });
}

export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/messages'] as const,
    queryFn: getInbox,
  });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
