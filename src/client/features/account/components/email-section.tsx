// Account settings (PRODUCT 11.3): Change email. The current password is asked; the new address
// becomes the account's when the link mailed to it is followed, and the old one is told. A change
// waiting for its link shows with Cancel change.
import { MailCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { accountCatalog } from '../account-messages';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useChangeEmail } from '../api/change-email';
import { useEmailStatus } from '../api/get-email-status';
import { EMAIL_SECTION_ID, revealEmailSection } from './email-section-anchor';
import { SettingsSection } from './settings-section';

// On the settings page's first screen too: drawn without zod, like the password card.
const loadSchema = async () =>
  (await import('../../../../contract/account-settings')).ChangeEmailBodySchema;

export function EmailSection({
  email,
  emailConfirmed,
}: {
  email: string;
  emailConfirmed: boolean;
}) {
  const changeEmail = useChangeEmail();
  const cancelChange = useCancelEmailChange();
  const status = useEmailStatus();
  const pendingEmail = status.data?.pendingEmail ?? null;
  const form = useSchemaForm(loadSchema, { currentPassword: '', newEmail: '' }, VALIDATE_ON_TOUCH);
  const m = useMessages(accountCatalog);
  const { cancelChange: cancelChangeLabel } = useMessages(accountSettingsCatalog);

  // Opened as /settings#change-email: shown once the page frame has done its own scrolling and
  // focusing of a new page (a timer puts this after the frame's effect, which runs after ours).
  useEffect(() => {
    if (window.location.hash !== `#${EMAIL_SECTION_ID}`) return;
    const timer = setTimeout(revealEmailSection, 0);
    return () => clearTimeout(timer);
  }, []);

  const onSubmit = form.handleSubmit((values) =>
    changeEmail.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <div id={EMAIL_SECTION_ID} className="scroll-mt-20">
      <SettingsSection
        title={m.emailTitle}
        description={emailConfirmed ? m.emailDescription : m.emailDescriptionUnconfirmed}
      >
        <p className="text-sm">
          {richText(m.yourEmail, {
            email: (
              <bdi translate="no" className="font-semibold break-all">
                {email}
              </bdi>
            ),
          })}
          {emailConfirmed ? null : <span className="text-muted-foreground"> {m.notConfirmed}</span>}
        </p>
        {pendingEmail ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
            <p role="status" className="flex min-w-0 flex-1 basis-56 items-start gap-2">
              <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {richText(m.waitingFor, {
                  email: (
                    <bdi translate="no" className="font-semibold break-all text-foreground">
                      {pendingEmail}
                    </bdi>
                  ),
                })}
              </span>
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={cancelChange.isPending}
              onClick={() => cancelChange.mutate()}
            >
              {cancelChange.isPending ? <Spinner /> : <X aria-hidden="true" />}
              {cancelChangeLabel}
            </Button>
          </div>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid max-w-sm gap-5">
          <Field
            control={form.control}
            name="newEmail"
            label={m.newEmail}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field
            control={form.control}
            name="currentPassword"
            label={m.currentPassword}
            password
            autoComplete="current-password"
          />
          <div>
            <SubmitButton pending={changeEmail.isPending}>{m.sendLink}</SubmitButton>
          </div>
        </form>
      </SettingsSection>
    </div>
  );
}
