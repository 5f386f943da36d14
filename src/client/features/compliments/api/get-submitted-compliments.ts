// GET /api/compliments/submitted: the member's own compliments with how often each was seen and thanked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmittedCompliment } from '../../../../contract/compliments';
import { apiFetchAs } from '../../../lib/api-client';

function getSubmittedCompliments({ signal }: { signal?: AbortSignal } = {}) {
  // The profile's first tab: the server checks its answer against SubmittedComplimentListSchema.
  return apiFetchAs<SubmittedCompliment[]>('/api/compliments/submitted', { signal });
}

export const submittedComplimentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/compliments/submitted'] as const,
    queryFn: getSubmittedCompliments,
  });

export function useSubmittedCompliments() {
  return useQuery(submittedComplimentsQueryOptions());
}
