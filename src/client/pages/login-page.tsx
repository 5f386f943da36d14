// /login (PRODUCT 2).
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { paths } from '../config/paths';
import { LoginForm } from '../features/auth/components/login-form';
import { TwoFactorSignIn } from '../features/two-factor/components/two-factor-sign-in';
import { useDocumentTitle } from '../hooks/use-document-title';

export function LoginPage() {
  useDocumentTitle('Log in');
  return (
    <AuthPageFrame
      title="Welcome back"
      description="Log in to see your compliments, karma and badges."
      footer={{ question: 'New to the community?', linkText: 'Register', href: paths.register }}
    >
      <LoginForm secondStep={TwoFactorSignIn} />
    </AuthPageFrame>
  );
}
