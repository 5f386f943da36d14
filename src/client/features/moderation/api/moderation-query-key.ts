// Every admin moderation query starts with one key, so a decision refreshes the queue, the count,
// the search results, the words and the log together.
import type { QueryClient } from '@tanstack/react-query';

export const MODERATION_QUERY_KEY = ['/api/admin/moderation'] as const;

/**
 * After any moderation change. A suspension also changes the users list, and every decision adds
 * to the audit log; those belong to other features, whose query keys are their API paths.
 */
export function invalidateModeration(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] }),
  ]);
}
