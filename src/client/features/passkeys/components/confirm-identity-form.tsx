// The member confirms it is them before a passkey is added or removed (PRODUCT
// 11.8): the password, or a code from the app when two-factor sign-in is on.
import { useState } from 'react';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { CodeFormSchema, PasswordFormSchema } from '../../../../contract/two-factor';
import { messagesCatalog } from '../../../../contract/messages';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';

type Confirmation = { password: string } | { code: string };

interface ConfirmIdentityFormProps {
  /** Offers a code from the app instead of the password. */
  twoFactorEnabled: boolean;
  pending: boolean;
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (confirmation: Confirmation, onError: (error: unknown) => void) => void;
}

/** The one field of the confirmation: the password, or a code from the app. */
const FIELDS = {
  password: {
    schema: PasswordFormSchema,
    field: { password: true, autoComplete: 'current-password' },
  },
  code: {
    schema: CodeFormSchema,
    // Codes read left to right in every language.
    field: { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 12, dir: 'ltr' },
  },
} as const;

function FactorForm({
  factor,
  onSubmit,
  pending,
  submitLabel,
  destructive,
}: ConfirmIdentityFormProps & { factor: keyof typeof FIELDS }) {
  const m = useMessages(passkeyCatalog);
  const twoFactor = useMessages(twoFactorCatalog);
  // The schemas' messages, shown by the field in the page's language.
  useMessages(messagesCatalog);
  const { schema, field } = FIELDS[factor];
  const label = factor === 'password' ? m.passwordLabel : twoFactor.codeLabel;
  // Both schemas have one string field, named after the factor.
  const form = useSchemaForm(
    schema as typeof PasswordFormSchema,
    { [factor]: '' } as { password: string },
    VALIDATE_ON_TOUCH,
  );
  const submit = form.handleSubmit((values) =>
    onSubmit(values as Confirmation, (error) => showFieldErrors(form, error)),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        control={form.control}
        name={factor as 'password'}
        label={label}
        {...field}
        // The dialog opens for this field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
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

export function ConfirmIdentityForm(props: ConfirmIdentityFormProps) {
  const m = useMessages(passkeyCatalog);
  const [withCode, setWithCode] = useState(false);
  return (
    <div className="grid gap-2">
      <FactorForm
        key={withCode ? 'code' : 'password'}
        factor={withCode ? 'code' : 'password'}
        {...props}
      />
      {props.twoFactorEnabled ? (
        <Button
          variant="link"
          className="justify-self-start"
          onClick={() => setWithCode(!withCode)}
        >
          {withCode ? m.usePassword : m.useCode}
        </Button>
      ) : null}
    </div>
  );
}
