// /login (PRODUCT 2): the password, with two-factor sign-in's step after it (11.7), or a passkey
// (11.8). The step is a chunk of its own, fetched as the password is sent (DECISIONS 69).
import { passkeyCatalog } from '../../contract/passkey-messages';
import { twoFactorCatalog } from '../../contract/two-factor-messages';
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { paths } from '../config/paths';
import { authCatalog } from '../features/auth/auth-messages';
import { LoginForm } from '../features/auth/components/login-form';
import { PasskeySignIn } from '../features/passkeys/components/passkey-sign-in';
import { LazyTwoFactorSignIn } from '../features/two-factor/components/lazy-two-factor-sign-in';
import { useDocumentTitle } from '../hooks/use-document-title';
import { preloadMessages, useMessages } from '../lib/i18n';

export function LoginPage() {
  // The password's answer may ask for the second factor at once: its words wait ready.
  void preloadMessages(authCatalog, passkeyCatalog, twoFactorCatalog);
  const m = useMessages(authCatalog);
  useMessages(passkeyCatalog);
  useMessages(twoFactorCatalog);
  useDocumentTitle(m.loginPageTitle);
  return (
    <AuthPageFrame
      title={m.loginTitle}
      description={m.loginDescription}
      footer={{ question: m.loginQuestion, linkText: m.register, href: paths.register }}
    >
      <LoginForm secondStep={LazyTwoFactorSignIn} passkeyStep={PasskeySignIn} />
    </AuthPageFrame>
  );
}
