// Signing in with a passkey and no password (PRODUCT 11.8): POST /api/auth/login/passkey/options,
// the browser's ceremony (its autofill, or the button's dialog), then POST /api/auth/login/passkey,
// whose answer becomes the current user as /login's does. The member door and the admin door say
// different things about the same answer, as the log-in does (PRODUCT 9, 11).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
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

export type Door = 'member' | 'admin';

/** What each door says of a signed-in answer, in the page's language. */
function useDoorFeedback(door: Door) {
  const messages = useMessages(messagesCatalog);
  const welcome = { title: messages.welcomeBackTitle, description: messages.welcomeBackText };
  if (door === 'member') return feedback<CurrentUser>({ success: welcome });
  return feedback<CurrentUser>({
    success: (user) =>
      user.isAdmin
        ? welcome
        : {
            variant: 'destructive',
            title: messages.accessDeniedTitle,
            description: messages.adminLoginDenied,
          },
  });
}

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
  const m = useMessages(passkeyCatalog);
  const doorFeedback = useDoorFeedback(door);
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => queryClient.setQueryData(QUERY_KEYS.currentUser, user),
    meta: {
      ...doorFeedback,
      failure: {
        title: m.signInFailedTitle,
        reason: (error) => ceremonyFailure(error, m.signInRefused),
      },
      quietWhen: QUIET[way],
    },
  });
}
