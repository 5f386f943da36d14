// POST /api/auth/login: signs in and makes the answer the current user at once, or answers that a
// second factor comes next (PRODUCT 11.7). The member door and the admin door say different things
// about the same answer (PRODUCT 9, 11).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginAnswer, LoginBody } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { ApiError, apiFetch, serverMessageOr, statusOf } from '../../../lib/api-client';
import { feedback } from '../../../lib/mutation-feedback';
import { currentUserQueryOptions } from './get-current-user';

function login(body: LoginBody) {
  return apiFetch('/api/auth/login', {
    method: 'POST',
    body,
    schema: async () => (await import('../../../../contract/auth')).LoginAnswerSchema,
  });
}

/** Whether /login signed the person in, rather than asking for a second factor (PRODUCT 11.7). */
export const isSignedIn = (answer: LoginAnswer): answer is CurrentUser => 'id' in answer;

const ONE_MORE_STEP = (answer: LoginAnswer) => ({
  title: TWO_FACTOR_MESSAGES.oneMoreStepTitle,
  description:
    'twoFactorSetupRequired' in answer
      ? TWO_FACTOR_MESSAGES.oneMoreStepEnrol
      : TWO_FACTOR_MESSAGES.oneMoreStepCode,
});

const WELCOME = { title: MESSAGES.welcomeBackTitle, description: MESSAGES.welcomeBackText };

const FEEDBACK = {
  member: feedback<LoginAnswer>({
    success: (answer) => (isSignedIn(answer) ? WELCOME : ONE_MORE_STEP(answer)),
    failure: {
      title: MESSAGES.loginFailedTitle,
      // A refused password reads per PRODUCT 11; a limit or an outage keeps the server's words.
      reason: (error) =>
        statusOf(error) === 401
          ? MESSAGES.invalidCredentials
          : serverMessageOr(error, MESSAGES.invalidCredentials),
    },
  }),
  admin: feedback<LoginAnswer>({
    success: (user) =>
      !isSignedIn(user)
        ? ONE_MORE_STEP(user)
        : user.isAdmin
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
    onSuccess: (answer) => {
      if (isSignedIn(answer)) queryClient.setQueryData(currentUserQueryOptions().queryKey, answer);
    },
    meta: FEEDBACK[door],
  });
}
