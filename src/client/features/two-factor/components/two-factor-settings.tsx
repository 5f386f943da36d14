// The two-factor part of /settings (PRODUCT 11.7): whether it is on, turning it on in a dialog
// with the QR code, new recovery codes, and turning it off.
import { useState } from 'react';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useMessages } from '../../../lib/i18n';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { PasswordCodeForm } from './password-code-form';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Open = 'setup' | 'regenerate' | 'disable' | null;

function RegenerateBody({ onDone }: { onDone: () => void }) {
  const m = useMessages(twoFactorCatalog);
  const regenerate = useRegenerateRecoveryCodes();
  const codes = regenerate.data?.recoveryCodes;
  if (codes) {
    return (
      <div className="grid gap-4">
        <RecoveryCodesList codes={codes} />
        <Button type="button" onClick={onDone}>
          {m.recoveryCodesSaved}
        </Button>
      </div>
    );
  }
  return (
    <PasswordCodeForm
      pending={regenerate.isPending}
      submitLabel={m.newRecoveryCodes}
      onSubmit={(body, onError) =>
        regenerate.mutate({ password: body.password, code: body.code ?? '' }, { onError })
      }
    />
  );
}

function DisableBody({ onDone }: { onDone: () => void }) {
  const m = useMessages(twoFactorCatalog);
  const disable = useDisableTwoFactor();
  return (
    <PasswordCodeForm
      allowRecovery
      destructive
      pending={disable.isPending}
      submitLabel={m.disableTitle}
      onSubmit={(body, onError) => disable.mutate(body, { onSuccess: onDone, onError })}
    />
  );
}

export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const m = useMessages(twoFactorCatalog);
  // One dialog state for both states of the section: turning it on changes `enabled` while the
  // dialog still shows the recovery codes.
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const titles: Record<Exclude<Open, null>, [string, string]> = {
    setup: [m.setupTitle, m.sectionDescription],
    regenerate: [m.regenerateTitle, m.regenerateHelp],
    disable: [m.disableTitle, m.disableHelp],
  };

  return (
    <>
      <p className="text-sm">{enabled ? m.statusOn : m.statusOff}</p>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button type="button" variant="outline" onClick={() => setOpen('regenerate')}>
              {m.newRecoveryCodes}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen('disable')}>
              {m.turnOff}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => setOpen('setup')}>
            {m.turnOn}
          </Button>
        )}
      </div>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : close())}>
        {open ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{titles[open][0]}</DialogTitle>
              <DialogDescription>{titles[open][1]}</DialogDescription>
            </DialogHeader>
            {open === 'setup' ? <TwoFactorEnrolment enrolling={false} onFinished={close} /> : null}
            {open === 'regenerate' ? <RegenerateBody onDone={close} /> : null}
            {open === 'disable' ? <DisableBody onDone={close} /> : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
