// POST /api/auth/login: signs in and makes the answer the current user at once, or answers that a
// second factor comes next (PRODUCT 11.7). The member door and the admin door say different things
// about the same answer (PRODUCT 9, 11).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginAnswer, LoginBody } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { ApiError, apiFetch, serverMessageOr, statusOf } from '../../../lib/api-client';
import { localize, t, useMessages } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { authCatalog } from '../auth-messages';
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

type Door = 'member' | 'admin';

/** What each door says, in the page's language. */
function useLoginFeedback(door: Door) {
  const messages = useMessages(messagesCatalog);
  const twoFactor = useMessages(twoFactorCatalog);
  const auth = useMessages(authCatalog);
  const oneMoreStep = (answer: LoginAnswer) => ({
    title: twoFactor.oneMoreStepTitle,
    description:
      'twoFactorSetupRequired' in answer ? twoFactor.oneMoreStepEnrol : twoFactor.oneMoreStepCode,
  });
  const welcome = { title: messages.welcomeBackTitle, description: messages.welcomeBackText };
  if (door === 'member') {
    return feedback<LoginAnswer>({
      success: (answer) => (isSignedIn(answer) ? welcome : oneMoreStep(answer)),
      failure: {
        title: messages.loginFailedTitle,
        // A refused password reads per PRODUCT 11; a limit or an outage keeps the server's words.
        reason: (error) =>
          statusOf(error) === 401
            ? messages.invalidCredentials
            : localize(serverMessageOr(error, messages.invalidCredentials)),
      },
    });
  }
  return feedback<LoginAnswer>({
    success: (user) =>
      !isSignedIn(user)
        ? oneMoreStep(user)
        : user.isAdmin
          ? welcome
          : {
              variant: 'destructive',
              title: messages.accessDeniedTitle,
              description: messages.adminLoginDenied,
            },
    failure: {
      title: messages.adminLoginFailedTitle,
      reason: (error) =>
        error instanceof ApiError && error.statusText
          ? t(auth.adminLoginFailedStatus, {
              status: String(error.status),
              statusText: error.statusText,
            })
          : messages.adminLoginFailedText,
    },
  });
}

export function useLogin(door: Door = 'member') {
  const queryClient = useQueryClient();
  const meta = useLoginFeedback(door);
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (isSignedIn(answer)) queryClient.setQueryData(currentUserQueryOptions().queryKey, answer);
    },
    meta,
  });
}
