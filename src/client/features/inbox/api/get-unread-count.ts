// GET /api/messages/unread-count: the small number on the nav's profile button, polled for members.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../../contract/inbox';
import { apiFetchAs } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** A new admin message shows up in the nav within this time without a page reload. */
const UNREAD_COUNT_REFETCH_INTERVAL_MS = 30_000;

function getUnreadCount({ signal }: { signal?: AbortSignal } = {}) {
  // Asked by the nav on every page; the server checks its answer against UnreadCountSchema.
  return apiFetchAs<UnreadCount>('/api/messages/unread-count', { signal });
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.unreadCount,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_COUNT_REFETCH_INTERVAL_MS,
  });

/** Asks only when `enabled` (a member is signed in); guests have no inbox. */
export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
