// Signing in with a passkey and no password (PRODUCT 11.8): POST /api/auth/login/passkey/options,
// the browser's ceremony (its autofill, or the button's dialog), then POST /api/auth/login/passkey,
// whose answer becomes the current user as /login's does. The member door and the admin door say
// different things about the same answer, as the log-in does (PRODUCT 9, 11).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import { apiFetch } from '../../../lib/api-client';
import { feedback } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';
import {
  answeredByServer,
  ceremonyFailure,
  loadWebAuthn,
  wasCancelledHere,
} from './webauthn-browser';

interface PasskeySignInRun {
  /** Through the browser's autofill of the username field (conditional UI), else its dialog. */
  autofill: boolean;
  /** False once a newer run or the page's going replaced this one: it then starts nothing. */
  stillWanted: () => boolean;
}

/**
 * A run that starts no ceremony, quiet like a cancelled one: another run replaced it, or the
 * autofill could not get its options, which nobody asked for yet.
 */
const notStarted = (cause?: unknown) =>
  Object.assign(new Error('not started', { cause }), { code: 'ERROR_CEREMONY_ABORTED' });

async function signInWithPasskey({ autofill, stillWanted }: PasskeySignInRun) {
  const contract = await import('../../../../contract/passkeys');
  const optionsJSON = await apiFetch('/api/auth/login/passkey/options', {
    method: 'POST',
    schema: contract.AuthenticationOptionsSchema,
  }).catch((error: unknown) => {
    throw autofill ? notStarted(error) : error;
  });
  const { startAuthentication } = await loadWebAuthn();
  if (!stillWanted()) throw notStarted();
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return apiFetch('/api/auth/login/passkey', {
    method: 'POST',
    body: { response },
    schema: async () => (await import('../../../../contract/auth')).CurrentUserSchema,
  });
}

const WELCOME = { title: MESSAGES.welcomeBackTitle, description: MESSAGES.welcomeBackText };

const FEEDBACK = {
  member: feedback<CurrentUser>({ success: WELCOME }),
  admin: feedback<CurrentUser>({
    success: (user) =>
      user.isAdmin
        ? WELCOME
        : {
            variant: 'destructive',
            title: MESSAGES.accessDeniedTitle,
            description: MESSAGES.adminLoginDenied,
          },
  }),
};

export type Door = keyof typeof FEEDBACK;

/**
 * The autofill says only what the server answered: the browser may refuse to start it at all (a
 * relying party it will not serve, such as an IP address), and the page then simply offers the
 * password and the button.
 */
const QUIET = {
  button: wasCancelledHere,
  autofill: (error: Error) => wasCancelledHere(error) || !answeredByServer(error),
};

export function useSignInWithPasskey(door: Door, way: keyof typeof QUIET) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => queryClient.setQueryData(QUERY_KEYS.currentUser, user),
    meta: {
      ...FEEDBACK[door],
      failure: {
        title: PASSKEY_MESSAGES.signInFailedTitle,
        reason: (error) => ceremonyFailure(error, PASSKEY_MESSAGES.signInRefused),
      },
      quietWhen: QUIET[way],
    },
  });
}
