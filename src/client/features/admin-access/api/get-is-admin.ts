// GET /api/admin/isAdmin (PRODUCT 9, 25): the admin check the admin pages run before showing anything.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchAs } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

// Every admin page waits for this answer before drawing; the server checks it against
// IsAdminAnswerSchema before sending it, so the client does not load zod to check it again
// (DECISIONS 17, 69).
function getIsAdmin({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetchAs<boolean>('/api/admin/isAdmin', { signal });
}

const isAdminQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.isAdmin,
    queryFn: getIsAdmin,
    // Asked again on every admin page visit: a sign-in or sign-out may have changed the answer.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useIsAdmin() {
  return useQuery(isAdminQueryOptions());
}
