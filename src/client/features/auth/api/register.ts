// POST /api/auth/register: creates an account; the person then logs in (PRODUCT 2).
import { useMutation } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { apiFetch, serverMessageOr } from '../../../lib/api-client';
import { localize, useMessages } from '../../../lib/i18n';

interface RegisterInput {
  email: string;
  password: string;
  /** The username the person chose, if any (PRODUCT 11). */
  username?: string;
}

function register({ email, password, username }: RegisterInput) {
  // The spec's call sets the username to the email (PRODUCT 25); a chosen one replaces it.
  return apiFetch('/api/auth/register', {
    method: 'POST',
    body: { username: username ?? email, email, password },
    schema: CurrentUserSchema,
  });
}

export function useRegister() {
  const m = useMessages(messagesCatalog);
  return useMutation({
    mutationFn: register,
    meta: {
      success: { title: m.accountCreated },
      failure: {
        title: m.registrationFailedTitle,
        reason: (error) => localize(serverMessageOr(error, m.registrationFailedText)),
      },
    },
  });
}
