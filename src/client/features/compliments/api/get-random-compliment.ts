// GET /api/compliments/random: one compliment on request (204 → null when there is none to give).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

function getRandomCompliment({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/compliments/random', {
    signal,
    // zod and the schema load with the first click, not with the page.
    schema: async () =>
      (await import('../../../../contract/compliments')).RandomComplimentSchema.nullable(),
  });
}

export const randomComplimentQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/compliments/random'] as const,
    queryFn: getRandomCompliment,
    // Every fetch is a new compliment (and, for members, a delivery): only a click asks for one,
    // never a mount, a focus or a reconnect. Offline there is no delivery: a page opened then
    // shows a compliment kept from earlier at once (DECISIONS 75).
    enabled: !navigator.onLine,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useRandomCompliment() {
  return useQuery(randomComplimentQueryOptions());
}
