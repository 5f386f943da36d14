// GET /api/compliments/received: the compliments delivered to the member, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getReceivedCompliments({ signal }: { signal?: AbortSignal } = {}) {
  // Its query key is also used on the home page (a thank refreshes it): the schema loads lazily.
  return apiFetch('/api/compliments/received', {
    signal,
    schema: async () =>
      (await import('../../../../contract/compliments')).ReceivedComplimentListSchema,
  });
}

export const receivedComplimentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/compliments/received'] as const,
    queryFn: getReceivedCompliments,
  });

export function useReceivedCompliments() {
  return useQuery(receivedComplimentsQueryOptions());
}
