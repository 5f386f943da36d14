// POST /api/auth/logout: ends the session and forgets everything cached for that user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

export function logout() {
  return apiFetch('/api/auth/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      const key = currentUserQueryOptions().queryKey;
      // Another user may sign in next on this browser: none of this user's data may linger.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== key[0] });
      queryClient.setQueryData(key, null);
    },
  });
}
