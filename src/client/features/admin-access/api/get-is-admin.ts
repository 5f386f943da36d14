// GET /api/admin/isAdmin (PRODUCT 9, 25): the admin check the admin pages run before showing anything.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IsAdminAnswerSchema } from '../../../../contract/admin';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

function getIsAdmin({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/isAdmin', { signal, schema: IsAdminAnswerSchema });
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
