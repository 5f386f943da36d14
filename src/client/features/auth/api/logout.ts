// POST /api/auth/logout: ends the session and forgets everything cached for that user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { authCatalog } from '../auth-messages';
import { currentUserQueryOptions } from './get-current-user';

/**
 * What this browser keeps of the member goes first: the device's notifications, the worker's
 * caches (DECISIONS 75). Their code comes with the click; if it cannot, the sign-out goes on.
 */
async function runSignOutTasks(): Promise<void> {
  const signOut = await import('../../../pwa/sign-out').catch(() => null);
  await signOut?.runSignOutTasks();
}

async function logout() {
  await runSignOutTasks();
  return apiFetch('/api/auth/logout', { method: 'POST' });
}

/** `reportFailure: false` where the sign-out is a clean-up the person did not ask for. */
export function useLogout({ reportFailure = true }: { reportFailure?: boolean } = {}) {
  const queryClient = useQueryClient();
  const messages = useMessages(messagesCatalog);
  const auth = useMessages(authCatalog);
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      const key = currentUserQueryOptions().queryKey;
      // Another user may sign in next on this browser: none of this user's data may linger.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== key[0] });
      queryClient.setQueryData(key, null);
    },
    meta: reportFailure
      ? { failure: { title: auth.error, reason: messages.serverError } }
      : undefined,
  });
}
