// POST /api/admin/create: a new admin account; the user lists then show it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminBody } from '../../../../contract/admin';
import { CurrentUserSchema } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { adminUsersQueryOptions } from './get-admin-users';

export function createAdmin(body: CreateAdminBody) {
  return apiFetch('/api/admin/create', { method: 'POST', body, schema: CurrentUserSchema });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}
