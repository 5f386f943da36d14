// /settings (PRODUCT 11.3): the member's own account: password, email, username, digest,
// language, notifications, sessions, two-factor sign-in, passkeys, their data and deleting the
// account; guests are sent to /login. The first screen is the heading, the password card and the
// email card; the content of the cards below it (their forms, dialogs, schemas and zod) comes in
// chunks of its own, fetched as each card is drawn after the page, into the placeholder of its
// card (DECISIONS 69).
import { lazy, Suspense } from 'react';
import { Redirect } from 'wouter';
import { accountDeletionCatalog } from '../../contract/account-deletion-messages';
import { accountSettingsCatalog } from '../../contract/account-settings-messages';
import { dataExportCatalog } from '../../contract/data-export-messages';
import { digestCatalog } from '../../contract/digest-messages';
import { passkeyCatalog } from '../../contract/passkey-messages';
import { sessionsCatalog } from '../../contract/sessions-messages';
import { twoFactorCatalog } from '../../contract/two-factor-messages';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { paths } from '../config/paths';
import { accountCatalog } from '../features/account/account-messages';
import { DeleteAccountSection } from '../features/account/components/delete-account-section';
import { EmailSection } from '../features/account/components/email-section';
import { ExportSection } from '../features/account/components/export-section';
import { LanguageSection } from '../features/account/components/language-section';
import { PasswordSection } from '../features/account/components/password-section';
import { SessionsSection } from '../features/account/components/sessions-section';
import { lazyCardContent, SettingsSection } from '../features/account/components/settings-section';
import { TwoFactorSection } from '../features/account/components/two-factor-section';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { UsernameEditor } from '../features/auth/components/username-editor';
import { signInOf } from '../features/notifications/hooks/use-keep-push-device';
import { notificationsCatalog } from '../features/notifications/notifications-messages';
import { useDocumentTitle } from '../hooks/use-document-title';
import { preloadMessages, useMessages } from '../lib/i18n';
import { richText } from '../lib/rich-text';

// The cards' catalogs all at once as the page's code arrives, rather than one after another as each
// card suspends for its own; the page keeps its skeleton until they are in.
void preloadMessages(
  accountCatalog,
  accountSettingsCatalog,
  sessionsCatalog,
  twoFactorCatalog,
  passkeyCatalog,
  digestCatalog,
  notificationsCatalog,
  dataExportCatalog,
  accountDeletionCatalog,
);

const DigestSetting = lazyCardContent(
  async () => (await import('../features/digest/components/digest-setting')).DigestSetting,
);
const TwoFactorSettings = lazyCardContent(
  async () =>
    (await import('../features/two-factor/components/two-factor-settings')).TwoFactorSettings,
);
const NotificationSettings = lazyCardContent(
  async () =>
    (await import('../features/notifications/components/notification-settings'))
      .NotificationSettings,
);
// Shown only while the browser offers to install the app (DECISIONS 75): its code comes after
// the page's.
const InstallAppSection = lazy(async () => ({
  default: (await import('../pwa/install-app-section')).InstallAppSection,
}));
const PasskeySettings = lazyCardContent(
  async () => (await import('../features/passkeys/components/passkey-settings')).PasskeySettings,
);

export function AccountSettingsPage() {
  const currentUser = useCurrentUser();
  const m = useMessages(accountCatalog);
  const passkeys = useMessages(passkeyCatalog);
  const notifications = useMessages(notificationsCatalog);
  useDocumentTitle(m.pageTitle);
  if (currentUser.isPending) return <PageSkeleton />;
  const user = currentUser.data;
  if (!user) return <Redirect to={paths.login} replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{m.pageTitle}</h1>
        <p className="text-sm text-muted-foreground">
          {richText(m.signedInAs, {
            email: (
              <bdi translate="no" className="font-semibold break-all">
                {user.email}
              </bdi>
            ),
          })}
        </p>
      </div>
      <PasswordSection />
      <EmailSection email={user.email} emailConfirmed={user.emailConfirmed} />
      <SettingsSection title={m.usernameTitle}>
        <UsernameEditor username={user.username} usernameChosenAt={user.usernameChosenAt} />
      </SettingsSection>
      <SettingsSection title={m.digestTitle}>
        <DigestSetting />
      </SettingsSection>
      <LanguageSection savedLocale={user.locale} />
      <SettingsSection title={notifications.title} description={notifications.description}>
        <NotificationSettings signIn={signInOf(user)} />
      </SettingsSection>
      <Suspense fallback={null}>
        <InstallAppSection />
      </Suspense>
      <SessionsSection />
      <TwoFactorSection>
        <TwoFactorSettings enabled={user.twoFactorEnabled} />
      </TwoFactorSection>
      <SettingsSection title={passkeys.title} description={passkeys.description}>
        <PasskeySettings twoFactorEnabled={user.twoFactorEnabled} />
      </SettingsSection>
      <ExportSection />
      <DeleteAccountSection />
    </div>
  );
}
