// GET /api/account/sessions: where the member is signed in (PRODUCT 11.4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

function getSessions({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/account/sessions', {
    signal,
    schema: async () =>
      (await import('../../../../contract/account-sessions')).AccountSessionsSchema,
  });
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/sessions'] as const,
    queryFn: getSessions,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
