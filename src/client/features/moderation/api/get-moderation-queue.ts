// GET /api/admin/moderation/queue: the compliments waiting for a decision, or those decided,
// optionally of one report or hold reason.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n/locales';
import { ModerationQueueSchema, type QueueQuery } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { MODERATION_QUERY_KEY } from './moderation-query-key';

type QueueStatus = NonNullable<QueueQuery['status']>;
export type QueueReason = NonNullable<QueueQuery['reason']>;

export interface QueueFilters {
  status: QueueStatus;
  reason: QueueReason | null;
  /** Only compliments written in this language. */
  language: Locale | null;
}

function getModerationQueue(filters: QueueFilters, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.reason !== null) query.set('reason', filters.reason);
  if (filters.language !== null) query.set('language', filters.language);
  return apiFetch(`/api/admin/moderation/queue?${query.toString()}`, {
    signal,
    schema: ModerationQueueSchema,
  });
}

const moderationQueueQueryOptions = (filters: QueueFilters) =>
  queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'queue', filters] as const,
    queryFn: ({ signal }) => getModerationQueue(filters, { signal }),
    ...ADMIN_QUERY_OPTIONS,
    // The previous answer stays on screen while another filter loads.
    placeholderData: keepPreviousData,
  });

export function useModerationQueue(filters: QueueFilters) {
  return useQuery(moderationQueueQueryOptions(filters));
}
