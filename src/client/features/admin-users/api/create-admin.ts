// POST /api/admin/create: a new admin account; the user lists then show it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminBody } from '../../../../contract/admin';
import { CurrentUserSchema, type CurrentUser } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { t, useMessages } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { adminUsersCatalog } from '../admin-users-messages';
import { adminUsersQueryOptions } from './get-admin-users';

function createAdmin(body: CreateAdminBody) {
  return apiFetch('/api/admin/create', { method: 'POST', body, schema: CurrentUserSchema });
}

export function useCreateAdmin() {
  const m = useMessages(adminUsersCatalog);
  const messages = useMessages(messagesCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
    meta: feedback<CurrentUser>({
      success: (admin) => ({
        title: messages.adminCreated,
        description: t(m.canSignIn, { name: admin.username }),
      }),
      failure: {
        title: messages.adminCreateFailed,
        // The server's own words when it gave some, such as the 409 for a taken email.
        reason: (error) => (error instanceof ApiError ? error.serverMessage : undefined),
      },
    }),
  });
}
