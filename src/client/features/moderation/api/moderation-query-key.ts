// Every admin moderation query starts with one key, so a decision refreshes the queue, the count,
// the search results, the words and the log together.
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const MODERATION_QUERY_KEY = QUERY_KEYS.moderation;

/**
 * After any moderation change. A suspension also changes the users list, and every decision adds
 * to the audit log; those belong to other features, whose keys are shared through lib/query-keys.
 */
export function invalidateModeration(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminAudit }),
  ]);
}
