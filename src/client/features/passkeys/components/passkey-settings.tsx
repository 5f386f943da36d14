// The passkeys part of /settings (PRODUCT 11.8): the member's passkeys with Rename and Remove, and
// `Add a passkey`, which asks the password (or a code) first. The
// page puts this into the settings' card frame, since client features do not import each other.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import type { Passkey } from '../../../../contract/passkeys';
import { Button } from '../../../components/ui/button';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { hasWebAuthn } from '../api/webauthn-browser';
import { AddPasskey, RemovePasskey, RenamePasskey } from './passkey-dialogs';
import { PasskeyRow } from './passkey-row';

type Target = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey };

export function PasskeySettings({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const m = useMessages(passkeyCatalog);
  const titles = { add: m.addTitle, rename: m.renameTitle, remove: m.removeTitle };
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  // The target stays set while the dialog closes, so its content does not vanish mid-animation.
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: Target) => {
    setTarget(next);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const list = passkeys.data?.passkeys ?? [];
  const confirmHelp = twoFactorEnabled ? m.addHelpTwoFactor : m.addHelp;
  const removeHelp = twoFactorEnabled ? m.removeHelpTwoFactor : m.removeHelp;

  if (passkeys.isPending) return <Skeleton className="h-20 w-full" />;
  if (passkeys.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.loadFailed}
      </p>
    );
  }

  return (
    <>
      {list.length === 0 ? (
        <p className="text-sm">{m.none}</p>
      ) : (
        <ul className="grid gap-3" aria-label={m.listLabel}>
          {list.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={() => show({ kind: 'rename', passkey })}
              onRemove={() => show({ kind: 'remove', passkey })}
            />
          ))}
        </ul>
      )}
      {hasWebAuthn() ? (
        <Button
          className="w-full sm:w-fit"
          disabled={add.isPending}
          onClick={() => show({ kind: 'add' })}
        >
          {add.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
          {m.add}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{m.cannotAddHere}</p>
      )}
      <HeldDialog
        item={target}
        open={open}
        onOpenChange={setOpen}
        title={(item) => titles[item.kind]}
        descriptionClassName="[overflow-wrap:anywhere]"
        description={(item) =>
          item.kind === 'add' ? (
            confirmHelp
          ) : item.kind === 'rename' ? (
            <bdi>{item.passkey.name}</bdi>
          ) : (
            <>
              <bdi className="font-semibold">{item.passkey.name}</bdi>: {removeHelp}
            </>
          )
        }
      >
        {(item) =>
          item.kind === 'add' ? (
            <AddPasskey twoFactorEnabled={twoFactorEnabled} onDone={close} />
          ) : item.kind === 'rename' ? (
            <RenamePasskey key={item.passkey.id} passkey={item.passkey} onDone={close} />
          ) : (
            <RemovePasskey
              key={item.passkey.id}
              passkey={item.passkey}
              twoFactorEnabled={twoFactorEnabled}
              onDone={close}
            />
          )
        }
      </HeldDialog>
    </>
  );
}
