// Sets a new password from the emailed link (PRODUCT 12); a used or expired link says so plainly.
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { ResetPasswordFormSchema } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { SubmitButton, WIDE_BUTTON } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { serverMessageOr, statusOf } from '../../../lib/api-client';
import { localize, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useResetPassword } from '../api/reset-password';
import { authCatalog } from '../auth-messages';

export function InvalidResetLink({ message }: { message: string }) {
  const m = useMessages(authCatalog);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-2 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <LinkIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-display text-lg font-bold">{localize(message)}</p>
      <p className="text-sm text-muted-foreground">{m.resetLinkHelp}</p>
      <Button asChild>
        <Link href={paths.forgotPassword}>{m.requestNewLink}</Link>
      </Button>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const m = useMessages(authCatalog);
  const messages = useMessages(messagesCatalog);
  const [, navigate] = useLocation();
  const resetPassword = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useSchemaForm(
    ResetPasswordFormSchema,
    { password: '', confirmPassword: '' },
    VALIDATE_ON_TOUCH,
  );

  const onSubmit = form.handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => navigate(paths.login),
        onError: (error) => {
          // A refused password is shown under its field; any other 400 is about the link itself.
          if (showFieldErrors(form, error)) return;
          if (statusOf(error) === 400)
            setLinkError(serverMessageOr(error, messages.resetLinkInvalid));
        },
      },
    ),
  );

  if (linkError) return <InvalidResetLink message={linkError} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormProvider {...form}>
        <NewPasswordFields passwordLabel={m.newPassword} confirmLabel={m.confirmNewPassword} />
      </FormProvider>
      <SubmitButton pending={resetPassword.isPending} size="lg" className={WIDE_BUTTON}>
        {m.setNewPassword}
      </SubmitButton>
    </form>
  );
}
