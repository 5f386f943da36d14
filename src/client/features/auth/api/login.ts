// POST /api/auth/login: signs in and makes the answer the current user at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type LoginBody } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

export function login(body: LoginBody) {
  return apiFetch('/api/auth/login', { method: 'POST', body, schema: CurrentUserSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
