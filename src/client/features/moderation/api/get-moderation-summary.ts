// GET /api/admin/moderation/summary: how many compliments wait for review, for the dashboards' link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ModerationSummarySchema } from '../../../../contract/moderation';
import { apiFetchAs } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { MODERATION_QUERY_KEY } from './moderation-query-key';

type ModerationSummary = z.output<typeof ModerationSummarySchema>;

// The dashboards' headers show it with their first screen; the server checks it against
// ModerationSummarySchema before sending it, so the client does not load zod to check it again
// (DECISIONS 17, 69).
function getModerationSummary({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetchAs<ModerationSummary>('/api/admin/moderation/summary', { signal });
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
