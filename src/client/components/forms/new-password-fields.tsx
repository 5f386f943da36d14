// A new password and its confirmation, as /register and the reset link ask for them; the form
// around them (in a FormProvider) checks that the two match.
import { useFormContext } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../contract/constants';
import { t, useMessages } from '../../lib/i18n';
import { Field } from './field';
import { formsCatalog } from './forms-messages';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
}: {
  passwordLabel: string;
  confirmLabel: string;
}) {
  const { control } = useFormContext<NewPasswordValues>();
  const m = useMessages(formsCatalog);
  return (
    <>
      <Field
        control={control}
        name="password"
        label={passwordLabel}
        hint={t(m.newPasswordHint, { min: PASSWORD_MIN_LENGTH })}
        password
        autoComplete="new-password"
      />
      <Field
        control={control}
        name="confirmPassword"
        label={confirmLabel}
        password
        autoComplete="new-password"
      />
    </>
  );
}
