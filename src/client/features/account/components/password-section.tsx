// Account settings (PRODUCT 11.3): Change password. The current password is asked; the new one
// follows registration's rules, and every other session ends when it is saved.
import { FormProvider } from 'react-hook-form';
import { Field } from '../../../components/forms/field';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { accountCatalog } from '../account-messages';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

// The first card of /settings: it draws without zod, which comes at the first press, key or focus.
const loadSchema = async () =>
  (await import('../../../../contract/account-settings')).ChangePasswordFormSchema;

export function PasswordSection() {
  const m = useMessages(accountCatalog);
  const changePassword = useChangePassword();
  const form = useSchemaForm(
    loadSchema,
    { currentPassword: '', password: '', confirmPassword: '' },
    VALIDATE_ON_TOUCH,
  );

  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    changePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          // The API names the new password `newPassword`; the form, as registration, `password`.
          const current = error.fieldErrors.currentPassword?.[0];
          const next = error.fieldErrors.newPassword?.[0];
          if (current) form.setError('currentPassword', { type: 'server', message: current });
          if (next) form.setError('password', { type: 'server', message: next });
        },
      },
    ),
  );

  return (
    <SettingsSection title={m.passwordTitle} description={m.passwordDescription}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-sm gap-5">
        <FormProvider {...form}>
          <Field
            control={form.control}
            name="currentPassword"
            label={m.currentPassword}
            password
            autoComplete="current-password"
          />
          <NewPasswordFields passwordLabel={m.newPassword} confirmLabel={m.confirmNewPassword} />
        </FormProvider>
        <div>
          <SubmitButton pending={changePassword.isPending}>{m.changePassword}</SubmitButton>
        </div>
      </form>
    </SettingsSection>
  );
}
