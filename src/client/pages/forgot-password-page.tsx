// /forgot-password (PRODUCT 2, 12).
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthPageFrame
      title="Forgot your password?"
      description="Enter the email you registered with and we will send you a link to choose a new one."
      footer="back-to-login"
    >
      <ForgotPasswordForm />
    </AuthPageFrame>
  );
}
