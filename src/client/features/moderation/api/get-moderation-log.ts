// GET /api/admin/moderation/log: the latest moderation decisions, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ModerationLogSchema } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { MODERATION_QUERY_KEY } from './moderation-query-key';

function getModerationLog({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/moderation/log', { signal, schema: ModerationLogSchema });
}

const moderationLogQueryOptions = () =>
  queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'log'] as const,
    queryFn: getModerationLog,
    // Every decision adds a row, some by other admins: read it afresh whenever the tab opens.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useModerationLog() {
  return useQuery(moderationLogQueryOptions());
}
