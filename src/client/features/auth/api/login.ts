// POST /api/auth/login: signs in and makes the answer the current user at once. The member door and
// the admin door say different things about the same answer (PRODUCT 9, 11).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type CurrentUser, type LoginBody } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { ApiError, apiFetch, serverMessageOr, statusOf } from '../../../lib/api-client';
import { feedback } from '../../../lib/mutation-feedback';
import { currentUserQueryOptions } from './get-current-user';

function login(body: LoginBody) {
  return apiFetch('/api/auth/login', { method: 'POST', body, schema: CurrentUserSchema });
}

const WELCOME = { title: MESSAGES.welcomeBackTitle, description: MESSAGES.welcomeBackText };

const FEEDBACK = {
  member: feedback<CurrentUser>({
    success: WELCOME,
    failure: {
      title: MESSAGES.loginFailedTitle,
      // A refused password reads per PRODUCT 11; a limit or an outage keeps the server's words.
      reason: (error) =>
        statusOf(error) === 401
          ? MESSAGES.invalidCredentials
          : serverMessageOr(error, MESSAGES.invalidCredentials),
    },
  }),
  admin: feedback<CurrentUser>({
    success: (user) =>
      user.isAdmin
        ? WELCOME
        : {
            variant: 'destructive',
            title: MESSAGES.accessDeniedTitle,
            description: MESSAGES.adminLoginDenied,
          },
    failure: {
      title: MESSAGES.adminLoginFailedTitle,
      reason: (error) =>
        error instanceof ApiError && error.statusText
          ? `Login failed: ${error.status} ${error.statusText}`
          : MESSAGES.adminLoginFailedText,
    },
  }),
};

export function useLogin(door: keyof typeof FEEDBACK = 'member') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
    meta: FEEDBACK[door],
  });
}
