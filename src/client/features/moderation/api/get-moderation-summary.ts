// GET /api/admin/moderation/summary: how many compliments wait for review, for the dashboards' link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ModerationSummarySchema } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { MODERATION_QUERY_KEY } from './moderation-query-key';

function getModerationSummary({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/moderation/summary', { signal, schema: ModerationSummarySchema });
}

const moderationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'summary'] as const,
    queryFn: getModerationSummary,
    ...ADMIN_QUERY_OPTIONS,
  });

export function useModerationSummary() {
  return useQuery(moderationSummaryQueryOptions());
}
