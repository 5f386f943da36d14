// GET /api/compliments/received: the compliments delivered to the member, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedCompliment } from '../../../../contract/compliments';
import { apiFetchAs } from '../../../lib/api-client';

function getReceivedCompliments({ signal }: { signal?: AbortSignal } = {}) {
  // Drawn on the profile's first screen and refreshed by a thank on the home page: the server
  // checks its answer against ReceivedComplimentListSchema.
  return apiFetchAs<ReceivedCompliment[]>('/api/compliments/received', { signal });
}

export const receivedComplimentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/compliments/received'] as const,
    queryFn: getReceivedCompliments,
  });

export function useReceivedCompliments() {
  return useQuery(receivedComplimentsQueryOptions());
}
