// The reset-link request of /forgot-password; it answers the same for every email (PRODUCT 12).
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { ForgotPasswordBodySchema } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(ForgotPasswordBodySchema, { email: '' }, VALIDATE_ON_TOUCH);

  const onSubmit = form.handleSubmit((values) =>
    forgotPassword.mutate(values, { onSuccess: () => setSentTo(values.email) }),
  );

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="font-display text-xl font-bold">{MESSAGES.forgotPasswordAnswer}</p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          If an account exists for <strong className="text-foreground">{sentTo}</strong>, a link to
          choose a new password is on its way. It works once, for one hour.
        </p>
        <Button
          variant="link"
          onClick={() => {
            setSentTo(null);
            forgotPassword.reset();
          }}
        >
          Use another email
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <SubmitButton pending={forgotPassword.isPending} size="lg" className="w-full">
        Reset Password
      </SubmitButton>
    </form>
  );
}
