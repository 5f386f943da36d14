// GET /api/badges/{id}: the public card of a badge link (/?badge={id}), readable by anyone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

function getPublicBadge(id: string, { signal }: { signal?: AbortSignal } = {}) {
  // Read by the home page, whose first screen does not wait for zod.
  return apiFetch(`/api/badges/${encodeURIComponent(id)}`, {
    signal,
    schema: async () => (await import('../../../../contract/badges')).PublicBadgeSchema,
  });
}

export const publicBadgeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/badges', id] as const,
    queryFn: ({ signal }) => getPublicBadge(id, { signal }),
    // What a badge says never changes; only its owner's share count does, which is not shown here.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // The page title and the card read this query; a badge that is not there stays not there, so
    // the card mounting after the answer shows it instead of asking again.
    retryOnMount: false,
  });

export function usePublicBadge(id: string) {
  return useQuery(publicBadgeQueryOptions(id));
}
