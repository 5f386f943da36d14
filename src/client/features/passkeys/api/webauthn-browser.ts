// SimpleWebAuthn's browser half, fetched only when a passkey is about to be used: after the log-in
// page has drawn (its autofill), or when a button is pressed. Neither the home page's first load
// nor the log-in page's chunk carries it (DECISIONS 68).
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { ApiError } from '../../../lib/api-client';
import { localize, messagesOf } from '../../../lib/i18n';

export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether the browser has WebAuthn at all; asked without fetching the library. */
export const hasWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Cancels a ceremony still waiting (the autofill's): the page that started it is going. */
export function cancelCeremony(): void {
  void loadWebAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}

/** A ceremony this page cancelled itself, which says nothing to the person. */
export const wasCancelledHere = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ERROR_CEREMONY_ABORTED';

/** A failure the server answered (a refused passkey, a challenge that ran out, a limit). */
export const answeredByServer = (error: unknown) => error instanceof ApiError;

/**
 * Why a passkey step failed, in the product's words: the server's message for a refused answer,
 * else what the browser's error means for the person.
 */
export function ceremonyFailure(error: Error, fallback: string): string {
  if (error instanceof ApiError) return localize(error.serverMessage ?? fallback);
  // The screens that start a ceremony have loaded the catalog.
  const m = messagesOf(passkeyCatalog);
  // SimpleWebAuthn's errors keep the browser's DOMException name.
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return m.cancelled;
  if ((error as { code?: string }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return m.alreadyAdded;
  }
  if (error.name === 'NotSupportedError' || !hasWebAuthn()) return m.notSupported;
  return fallback;
}
