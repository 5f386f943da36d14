// The reset-link request of /forgot-password; it answers the same for every email (PRODUCT 12).
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { ForgotPasswordBodySchema } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { Field } from '../../../components/forms/field';
import { RichMessage } from '../../../components/forms/rich-message';
import { SubmitButton, WIDE_BUTTON } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { authCatalog } from '../auth-messages';

export function ForgotPasswordForm() {
  const m = useMessages(authCatalog);
  const messages = useMessages(messagesCatalog);
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
        <p className="font-display text-xl font-bold">{messages.forgotPasswordAnswer}</p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          <RichMessage
            text={m.resetLinkSent}
            values={{
              email: (
                <strong className="text-foreground">
                  <bdi>{sentTo}</bdi>
                </strong>
              ),
            }}
          />
        </p>
        <Button
          variant="link"
          onClick={() => {
            setSentTo(null);
            forgotPassword.reset();
          }}
        >
          {m.useAnotherEmail}
        </Button>
      </div>
    );
  }

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
      <SubmitButton pending={forgotPassword.isPending} size="lg" className={WIDE_BUTTON}>
        {m.resetPassword}
      </SubmitButton>
    </form>
  );
}
