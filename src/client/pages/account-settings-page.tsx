// /settings (PRODUCT 11.3): the member's own account: password, email, username, digest,
// sessions, two-factor sign-in, passkeys, their data and deleting the account; guests are sent to
// /login. The first screen is the heading, the password card and the email card; the content of
// the cards below it (their forms, dialogs, schemas and zod) comes in chunks of its own, fetched as
// each card is drawn after the page, into the placeholder of its card (DECISIONS 69).
import { Redirect } from 'wouter';
import { PASSKEY_MESSAGES } from '../../contract/passkey-messages';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { paths } from '../config/paths';
import { DeleteAccountSection } from '../features/account/components/delete-account-section';
import { EmailSection } from '../features/account/components/email-section';
import { ExportSection } from '../features/account/components/export-section';
import { PasswordSection } from '../features/account/components/password-section';
import { SessionsSection } from '../features/account/components/sessions-section';
import { lazyCardContent, SettingsSection } from '../features/account/components/settings-section';
import { TwoFactorSection } from '../features/account/components/two-factor-section';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { UsernameEditor } from '../features/auth/components/username-editor';
import { useDocumentTitle } from '../hooks/use-document-title';

const DigestSetting = lazyCardContent(
  async () => (await import('../features/digest/components/digest-setting')).DigestSetting,
);
const TwoFactorSettings = lazyCardContent(
  async () =>
    (await import('../features/two-factor/components/two-factor-settings')).TwoFactorSettings,
);
const PasskeySettings = lazyCardContent(
  async () => (await import('../features/passkeys/components/passkey-settings')).PasskeySettings,
);

export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <PageSkeleton />;
  const user = currentUser.data;
  if (!user) return <Redirect to={paths.login} replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Account settings</h1>
        <p className="text-sm text-muted-foreground">
          Signed in as <span className="font-semibold break-all">{user.email}</span>
        </p>
      </div>
      <PasswordSection />
      <EmailSection email={user.email} emailConfirmed={user.emailConfirmed} />
      <SettingsSection title="Username">
        <UsernameEditor username={user.username} usernameChosenAt={user.usernameChosenAt} />
      </SettingsSection>
      <SettingsSection title="Weekly digest">
        <DigestSetting />
      </SettingsSection>
      <SessionsSection />
      <TwoFactorSection>
        <TwoFactorSettings enabled={user.twoFactorEnabled} />
      </TwoFactorSection>
      <SettingsSection title={PASSKEY_MESSAGES.title} description={PASSKEY_MESSAGES.description}>
        <PasskeySettings twoFactorEnabled={user.twoFactorEnabled} />
      </SettingsSection>
      <ExportSection />
      <DeleteAccountSection />
    </div>
  );
}
