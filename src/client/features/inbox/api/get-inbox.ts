// GET /api/messages: the signed-in member's messages from admins, newest first, with the unread count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inbox } from '../../../../contract/inbox';
import { apiFetchAs } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function getInbox({ signal }: { signal?: AbortSignal } = {}) {
  // Counted on the profile's first screen: the server checks its answer against InboxSchema.
  return apiFetchAs<Inbox>('/api/messages', { signal });
}

export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.inbox,
    queryFn: getInbox,
  });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
