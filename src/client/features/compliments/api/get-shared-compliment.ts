// GET /api/compliments/public/{id}: a compliment's share page (PRODUCT 5), readable by anyone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SHARED_COMPLIMENT_KEY = '/api/compliments/public';

function getSharedCompliment(publicId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch(`${SHARED_COMPLIMENT_KEY}/${encodeURIComponent(publicId)}`, {
    signal,
    schema: async () => (await import('../../../../contract/compliments')).PublicComplimentSchema,
  });
}

const sharedComplimentQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: [SHARED_COMPLIMENT_KEY, publicId] as const,
    queryFn: ({ signal }) => getSharedCompliment(publicId, { signal }),
    // The words never change; a compliment hidden meanwhile is found out on the next visit.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // A compliment that is not there (404) stays not there.
    retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
  });

export function useSharedCompliment(publicId: string) {
  return useQuery(sharedComplimentQueryOptions(publicId));
}
