// `Confirm with a passkey` (PRODUCT 11.8): a signed-in member proves a passkey of their account
// again, and the session then carries a second factor. The admin screens' step-up offers it beside
// a code from the app; a page composes it there, since client features do not import each other.
import { KeyRound } from 'lucide-react';
import type { CurrentUser } from '../../../../contract/auth';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n';
import { useConfirmWithPasskey } from '../api/confirm-with-passkey';
import { hasWebAuthn } from '../api/webauthn-browser';

export function PasskeyConfirmButton({
  onConfirmed,
  className,
}: {
  /** Runs once the session carries the second factor; the current user is being read again. */
  onConfirmed: (user: CurrentUser) => void;
  className?: string;
}) {
  const m = useMessages(passkeyCatalog);
  const confirm = useConfirmWithPasskey();
  if (!hasWebAuthn()) return null;
  return (
    <Button
      variant="outline"
      className={className}
      disabled={confirm.isPending}
      onClick={() => confirm.mutate(undefined, { onSuccess: onConfirmed })}
    >
      {confirm.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
      {m.confirm}
    </Button>
  );
}
