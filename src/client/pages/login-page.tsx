// /login (PRODUCT 2): the password, with two-factor sign-in's step after it (11.7), or a passkey
// (11.8). The step is a chunk of its own, fetched as the password is sent (DECISIONS 69).
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { paths } from '../config/paths';
import { LoginForm } from '../features/auth/components/login-form';
import { PasskeySignIn } from '../features/passkeys/components/passkey-sign-in';
import { LazyTwoFactorSignIn } from '../features/two-factor/components/lazy-two-factor-sign-in';
import { useDocumentTitle } from '../hooks/use-document-title';

export function LoginPage() {
  useDocumentTitle('Log in');
  return (
    <AuthPageFrame
      title="Welcome back"
      description="Log in to see your compliments, karma and badges."
      footer={{ question: 'New to the community?', linkText: 'Register', href: paths.register }}
    >
      <LoginForm secondStep={LazyTwoFactorSignIn} passkeyStep={PasskeySignIn} />
    </AuthPageFrame>
  );
}
