// The password and a second factor, as turning two-factor sign-in off or making new recovery codes
// asks: a code from the app, or (where allowed) a recovery code.
import { useState } from 'react';
import {
  PasswordCodeFormSchema,
  PasswordRecoveryCodeFormSchema,
} from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { messagesCatalog } from '../../../../contract/messages';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import type { FactorMode } from './code-step-form';
import { codeFieldMessage } from './second-factor-error';

interface PasswordAndFactor {
  password: string;
  code?: string;
  recoveryCode?: string;
}

interface PasswordCodeFormProps {
  onSubmit: (body: PasswordAndFactor, onError: (error: unknown) => void) => void;
  pending: boolean;
  submitLabel: string;
  destructive?: boolean;
  allowRecovery?: boolean;
}

function ModeForm({
  mode,
  initialPassword,
  onSwitch,
  onSubmit,
  pending,
  submitLabel,
  destructive,
  allowRecovery,
}: PasswordCodeFormProps & {
  mode: FactorMode;
  initialPassword: string;
  /** Switches between a code and a recovery code, keeping the password typed so far. */
  onSwitch: (password: string) => void;
}) {
  const m = useMessages(twoFactorCatalog);
  // The schemas' messages, shown by the fields in the page's language.
  useMessages(messagesCatalog);
  const form = useSchemaForm(
    mode === 'code' ? PasswordCodeFormSchema : PasswordRecoveryCodeFormSchema,
    { password: initialPassword, code: '' },
    VALIDATE_ON_TOUCH,
  );
  const submit = form.handleSubmit(({ password, code }) =>
    onSubmit(mode === 'code' ? { password, code } : { password, recoveryCode: code }, (error) => {
      if (showFieldErrors(form, error)) return;
      const message = codeFieldMessage(error);
      if (message) form.setError('code', { type: 'server', message });
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        control={form.control}
        name="password"
        label={m.passwordLabel}
        password
        autoComplete="current-password"
        // The dialog opens for these fields; after a switch, the code field takes the focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={initialPassword === ''}
      />
      <Field
        control={form.control}
        name="code"
        label={mode === 'code' ? m.codeLabel : m.recoveryCodeLabel}
        autoComplete="one-time-code"
        // Codes read left to right in every language.
        dir="ltr"
        inputMode={mode === 'code' ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={mode === 'code' ? 12 : 32}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={initialPassword !== ''}
      />
      {allowRecovery ? (
        <Button
          type="button"
          variant="link"
          className="justify-self-start"
          onClick={() => onSwitch(form.getValues('password'))}
        >
          {mode === 'code' ? m.useRecoveryCode : m.useAppCode}
        </Button>
      ) : null}
      <SubmitButton
        pending={pending}
        variant={destructive ? 'destructive' : 'default'}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

export function PasswordCodeForm(props: PasswordCodeFormProps) {
  const [mode, setMode] = useState<FactorMode>('code');
  const [password, setPassword] = useState('');
  return (
    <ModeForm
      key={mode}
      mode={mode}
      initialPassword={password}
      onSwitch={(typed) => {
        setPassword(typed);
        setMode(mode === 'code' ? 'recovery' : 'code');
      }}
      {...props}
    />
  );
}
