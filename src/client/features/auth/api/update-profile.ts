// PATCH /api/auth/profile: the member chooses or changes their username (PRODUCT 11); the answer
// becomes the current user at once, so the nav and the greeting read it without a refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type UpdateProfileBody } from '../../../../contract/auth';
import { usernameCatalog } from '../../../../contract/username-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { hasFieldErrors } from '../../../lib/mutation-feedback';
import { currentUserQueryOptions } from './get-current-user';

function updateProfile(body: UpdateProfileBody) {
  return apiFetch('/api/auth/profile', { method: 'PATCH', body, schema: CurrentUserSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const m = useMessages(usernameCatalog);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
    meta: {
      success: { title: m.saved },
      failure: { title: m.saveFailed },
      joinOn401: true,
      // A refused or taken name is said under the field itself.
      quietWhen: hasFieldErrors,
    },
  });
}
