// The one field of a second factor: a 6-digit code from the app, or, on request, a recovery code.
import { useState } from 'react';
import { CodeFormSchema, RecoveryCodeFormSchema } from '../../../../contract/two-factor';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton, WIDE_BUTTON } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { messagesCatalog } from '../../../../contract/messages';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { codeFieldMessage } from './second-factor-error';

export type FactorMode = 'code' | 'recovery';

interface CodeStepFormProps {
  /** Sends the value as the body's `code` or `recoveryCode`; `onError` shows a refusal. */
  onSubmit: (
    body: { code?: string; recoveryCode?: string },
    onError: (error: unknown) => void,
  ) => void;
  pending: boolean;
  /** Whether a recovery code may stand in for the code. */
  allowRecovery?: boolean;
  submitLabel?: string;
}

function ModeForm({
  mode,
  onSubmit,
  pending,
  submitLabel,
}: CodeStepFormProps & { mode: FactorMode }) {
  const m = useMessages(twoFactorCatalog);
  // The schemas' messages, shown by the field in the page's language.
  useMessages(messagesCatalog);
  const form = useSchemaForm(
    mode === 'code' ? CodeFormSchema : RecoveryCodeFormSchema,
    { code: '' },
    VALIDATE_ON_TOUCH,
  );
  const submit = form.handleSubmit(({ code }) =>
    onSubmit(mode === 'code' ? { code } : { recoveryCode: code }, (error) => {
      const message = codeFieldMessage(error);
      if (message) form.setError('code', { type: 'server', message });
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        control={form.control}
        name="code"
        label={mode === 'code' ? m.codeLabel : m.recoveryCodeLabel}
        hint={mode === 'code' ? m.codeStepHelp : m.recoveryStepHelp}
        autoComplete="one-time-code"
        // Codes read left to right in every language.
        dir="ltr"
        inputMode={mode === 'code' ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={mode === 'code' ? 12 : 32}
        // The step opens for this one field, so typing can start at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <SubmitButton pending={pending} size="lg" className={WIDE_BUTTON}>
        {submitLabel ?? m.verify}
      </SubmitButton>
    </form>
  );
}

export function CodeStepForm(props: CodeStepFormProps) {
  const m = useMessages(twoFactorCatalog);
  const [mode, setMode] = useState<FactorMode>('code');
  return (
    <div className="grid gap-3">
      <ModeForm key={mode} mode={mode} {...props} />
      {props.allowRecovery ? (
        <Button
          type="button"
          variant="link"
          className="justify-self-center"
          onClick={() => setMode(mode === 'code' ? 'recovery' : 'code')}
        >
          {mode === 'code' ? m.useRecoveryCode : m.useAppCode}
        </Button>
      ) : null}
    </div>
  );
}
