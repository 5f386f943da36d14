// GET /api/compliments/submitted: the member's own compliments with how often each was seen and thanked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubmittedComplimentListSchema } from '../../../../contract/compliments';
import { apiFetch } from '../../../lib/api-client';

export function getSubmittedCompliments({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/compliments/submitted', { signal, schema: SubmittedComplimentListSchema });
}

export const submittedComplimentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/compliments/submitted'] as const,
    queryFn: getSubmittedCompliments,
  });

export function useSubmittedCompliments() {
  return useQuery(submittedComplimentsQueryOptions());
}
