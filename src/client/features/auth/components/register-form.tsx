// The /register form (PRODUCT 24): the same schema as the server, and its field messages. After
// success, /login opens with the new email filled in (carried in the history entry's state, not
// in the address, so it stays out of logs and shared links).
import { useEffect } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { RegisterFormSchema } from '../../../../contract/auth';
import {
  CHOSEN_USERNAME_MAX_LENGTH,
  CHOSEN_USERNAME_MIN_LENGTH,
} from '../../../../contract/constants';
import { messagesCatalog } from '../../../../contract/messages';
import { usernameCatalog } from '../../../../contract/username-messages';
import { Field } from '../../../components/forms/field';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { SubmitButton, WIDE_BUTTON } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { paths } from '../../../config/paths';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { t, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useRegister } from '../api/register';
import { authCatalog } from '../auth-messages';
import type { LoginPrefill } from './login-form';

export function RegisterForm() {
  const m = useMessages(authCatalog);
  // The schema's messages, shown by the fields in the page's language.
  useMessages(messagesCatalog);
  useMessages(usernameCatalog);
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useSchemaForm(
    RegisterFormSchema,
    { username: '', email: '', password: '', confirmPassword: '' },
    VALIDATE_ON_TOUCH,
  );

  // The confirmation is checked against the password: a change to either re-checks it.
  const password = useWatch({ control: form.control, name: 'password' });
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted || form.getFieldState('confirmPassword').isTouched) {
      void form.trigger('confirmPassword');
    }
  }, [password, isSubmitted, form]);

  const onSubmit = form.handleSubmit(({ username, email, password }) =>
    register.mutate(
      { username, email, password },
      {
        onSuccess: (user) =>
          navigate(paths.login, { state: { email: user.email } satisfies LoginPrefill }),
        onError: (error) => showFieldErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field
        control={form.control}
        name="email"
        label={m.email}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={m.emailPlaceholder}
      />
      <Field
        control={form.control}
        name="username"
        label={m.registerUsername}
        hint={t(m.registerUsernameHint, {
          min: CHOSEN_USERNAME_MIN_LENGTH,
          max: CHOSEN_USERNAME_MAX_LENGTH,
        })}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormProvider {...form}>
        <NewPasswordFields passwordLabel={m.password} confirmLabel={m.confirmPassword} />
      </FormProvider>
      <SubmitButton pending={register.isPending} size="lg" className={WIDE_BUTTON}>
        {m.createAccount}
      </SubmitButton>
    </form>
  );
}
