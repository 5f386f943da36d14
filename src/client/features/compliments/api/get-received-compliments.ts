// GET /api/compliments/received: the compliments delivered to the member, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReceivedComplimentListSchema } from '../../../../contract/compliments';
import { apiFetch } from '../../../lib/api-client';

export function getReceivedCompliments({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/compliments/received', { signal, schema: ReceivedComplimentListSchema });
}

export const receivedComplimentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/compliments/received'] as const,
    queryFn: getReceivedCompliments,
  });

export function useReceivedCompliments() {
  return useQuery(receivedComplimentsQueryOptions());
}
