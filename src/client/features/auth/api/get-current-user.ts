// Who is signed in: the one query the nav, the profile and the admin screens all read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../contract/auth';
import { getQueryFn } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

// Every page asks this first. The server checks its answer against CurrentUserSchema before
// sending it, so the client does not load zod to check it again (DECISIONS 17). A guest
// gets null: a 401 is not an error here.
const currentUserQueryFn = getQueryFn<CurrentUser>({ on401: 'returnNull' });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.currentUser,
    queryFn: currentUserQueryFn,
  });

export function useCurrentUser(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...currentUserQueryOptions(), ...options });
}
