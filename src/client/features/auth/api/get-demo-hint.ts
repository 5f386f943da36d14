// GET /api/auth/demo-hint: the demo admin account to offer on /admin-login (none in production).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DemoHintSchema } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';

function getDemoHint({ signal }: { signal?: AbortSignal } = {}) {
  // 204 means there is nothing to offer.
  return apiFetch('/api/auth/demo-hint', { signal, schema: DemoHintSchema.nullable() });
}

const demoHintQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/demo-hint'] as const,
    queryFn: getDemoHint,
    // The hint only changes when the server restarts with other settings.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useDemoHint() {
  return useQuery(demoHintQueryOptions());
}
