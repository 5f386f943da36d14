// A new password and its confirmation, as /register and the reset link ask for them; the form
// around them (in a FormProvider) checks that the two match.
import { useFormContext } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../contract/constants';
import { Field } from './field';

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
  return (
    <>
      <Field
        control={control}
        name="password"
        label={passwordLabel}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Longer is stronger.`}
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
