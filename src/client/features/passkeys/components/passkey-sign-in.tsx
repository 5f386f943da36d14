// Signing in with a passkey on /login and /admin-login (PRODUCT 11.8): the browser's autofill of
// the username field offers the member's passkeys (conditional UI) where the browser can, and
// `Sign in with a passkey` opens its dialog. The page hands this to the log-in form, which marks
// its username field `username webauthn`; client features do not import each other.
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CurrentUser } from '../../../../contract/auth';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { WIDE_BUTTON } from '../../../components/forms/submit-button';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n';
import { useSignInWithPasskey, type Door } from '../api/sign-in-with-passkey';
import {
  answeredByServer,
  cancelCeremony,
  hasWebAuthn,
  loadWebAuthn,
} from '../api/webauthn-browser';

/**
 * How many times one visit offers the autofill again after a passkey was refused: a person picks
 * each time, but a browser that answers by itself must not ask the server without end.
 */
const AUTOFILL_ROUNDS = 3;

export interface PasskeySignInProps {
  /** Where a log-in goes next; the answer is already the current user. */
  onSignedIn: (user: CurrentUser) => void;
  /** Which door's words the success says (a member at the admin door is turned away). */
  door?: Door;
}

export function PasskeySignIn({ onSignedIn, door = 'member' }: PasskeySignInProps) {
  const m = useMessages(passkeyCatalog);
  const { mutate: startAutofill } = useSignInWithPasskey(door, 'autofill');
  const button = useSignInWithPasskey(door, 'button');
  // Every ceremony this page starts is a numbered run; only the newest may still act, so an
  // autofill whose options arrive after the button was pressed starts nothing.
  const runs = useRef(0);
  // A new round of the autofill after a ceremony ended without signing in.
  const [autofillRound, setAutofillRound] = useState(0);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  // A waiting autofill never settles by itself, even on a form it cannot use: the page ends it
  // when it goes.
  useEffect(
    () => () => {
      runs.current += 1;
      cancelCeremony();
    },
    [],
  );

  useEffect(() => {
    if (!hasWebAuthn() || autofillRound >= AUTOFILL_ROUNDS) return;
    const run = ++runs.current;
    const wanted = () => runs.current === run;
    void loadWebAuthn().then(async ({ browserSupportsWebAuthnAutofill }) => {
      if (!wanted() || !(await browserSupportsWebAuthnAutofill())) return;
      startAutofill(
        { autofill: true, stillWanted: wanted },
        {
          onSuccess: (user) => signedIn.current(user),
          // Offered again after a passkey the server refused; a browser that cannot run it is
          // not asked again.
          onError: (error) => {
            if (wanted() && answeredByServer(error)) setAutofillRound((round) => round + 1);
          },
        },
      );
    });
    return () => {
      if (!wanted()) return;
      runs.current += 1;
      cancelCeremony();
    };
  }, [autofillRound, startAutofill]);

  if (!hasWebAuthn()) return null;

  // Starting the dialog's ceremony ends the autofill's (SimpleWebAuthn allows one at a time).
  const signInWithButton = () => {
    const run = ++runs.current;
    button.mutate(
      { autofill: false, stillWanted: () => runs.current === run },
      {
        onSuccess: (user) => signedIn.current(user),
        onError: () => {
          if (runs.current === run) setAutofillRound((round) => round + 1);
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs font-semibold text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {m.or}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Button
        variant="outline"
        size="lg"
        className={WIDE_BUTTON}
        onClick={signInWithButton}
        disabled={button.isPending}
      >
        {button.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
        {m.signIn}
      </Button>
    </div>
  );
}
