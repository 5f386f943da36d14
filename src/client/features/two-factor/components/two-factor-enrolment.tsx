// Turning two-factor sign-in on, step by step (PRODUCT 11.7): the password (from the settings), the
// QR code and its key for the app, a code from the app, then the recovery codes, shown once.
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CurrentUser } from '../../../../contract/auth';
import {
  PasswordFormSchema,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { messagesCatalog } from '../../../../contract/messages';
import { serverMessageOr } from '../../../lib/api-client';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { localize, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { CodeStepForm } from './code-step-form';
import { RecoveryCodesList } from './recovery-codes-list';

/** The key in groups of four, as apps show and people type it. */
const groupedKey = (secret: string) => secret.match(/.{1,4}/gu)?.join(' ') ?? secret;

function PasswordStep({ onReady }: { onReady: (setup: TwoFactorSetup) => void }) {
  const m = useMessages(twoFactorCatalog);
  // The schema's messages, shown by the field in the page's language.
  useMessages(messagesCatalog);
  const setup = useSetupTwoFactor();
  const form = useSchemaForm(PasswordFormSchema, { password: '' }, VALIDATE_ON_TOUCH);
  const submit = form.handleSubmit((values) =>
    setup.mutate(values, { onSuccess: onReady, onError: (error) => showFieldErrors(form, error) }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{m.setupPasswordStep}</p>
      <Field
        control={form.control}
        name="password"
        label={m.passwordLabel}
        password
        autoComplete="current-password"
        // The dialog opens for this field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <SubmitButton pending={setup.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {m.continue}
      </SubmitButton>
    </form>
  );
}

/** Starts the set-up at once: an admin enrolling at log-in gave their password to /login. */
function AutoStart({ onReady }: { onReady: (setup: TwoFactorSetup) => void }) {
  const m = useMessages(twoFactorCatalog);
  const setup = useSetupTwoFactor();
  const started = useRef(false);
  const { mutate } = setup;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({}, { onSuccess: onReady });
  }, [mutate, onReady]);
  if (setup.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {localize(serverMessageOr(setup.error, m.challengeExpired))}
      </p>
    );
  }
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner /> {m.preparingQrCode}
    </div>
  );
}

function ScanStep({
  setup,
  enrolling,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  enrolling: boolean;
  onEnabled: (answer: TwoFactorEnabled) => void;
}) {
  const m = useMessages(twoFactorCatalog);
  const enable = useEnableTwoFactor({ enrolling });
  const keyId = useId();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{m.scanStep}</p>
      <img
        src={setup.qrCode}
        alt={m.qrAlt}
        width={200}
        height={200}
        className="justify-self-center rounded-xl border border-border bg-white p-1"
      />
      <div className="grid gap-1 text-sm">
        <Label htmlFor={keyId}>{m.manualKeyLabel}</Label>
        <Textarea
          id={keyId}
          readOnly
          // The key reads left to right in every language.
          dir="ltr"
          rows={2}
          value={groupedKey(setup.secret)}
          className="min-h-0 resize-none font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <CodeStepForm
        pending={enable.isPending}
        submitLabel={m.turnOn}
        onSubmit={(body, onError) =>
          enable.mutate({ code: body.code ?? '' }, { onSuccess: onEnabled, onError })
        }
      />
    </div>
  );
}

export function TwoFactorEnrolment({
  enrolling,
  onFinished,
}: {
  /** An admin at log-in: no password step, and this opens their session. */
  enrolling: boolean;
  onFinished: (user: CurrentUser | undefined) => void;
}) {
  const m = useMessages(twoFactorCatalog);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [enabled, setEnabled] = useState<TwoFactorEnabled | null>(null);

  if (enabled) {
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {m.enabledTitle}
        </p>
        <RecoveryCodesList codes={enabled.recoveryCodes} />
        <Button type="button" onClick={() => onFinished(enabled.user)}>
          {enrolling ? m.continueToDashboard : m.recoveryCodesSaved}
        </Button>
      </div>
    );
  }
  if (setup) return <ScanStep setup={setup} enrolling={enrolling} onEnabled={setEnabled} />;
  return enrolling ? <AutoStart onReady={setSetup} /> : <PasswordStep onReady={setSetup} />;
}
