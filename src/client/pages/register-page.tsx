// /register (PRODUCT 2).
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { paths } from '../config/paths';
import { RegisterForm } from '../features/auth/components/register-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function RegisterPage() {
  useDocumentTitle('Register');
  return (
    <AuthPageFrame
      title="Create your account"
      description="Share compliments, thank their authors, and collect karma and badges."
      footer={{ question: 'Already have an account?', linkText: 'Login', href: paths.login }}
    >
      <RegisterForm />
    </AuthPageFrame>
  );
}
