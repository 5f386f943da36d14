// /forgot-password (PRODUCT 2, 12).
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { authCatalog } from '../features/auth/auth-messages';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function ForgotPasswordPage() {
  const m = useMessages(authCatalog);
  useDocumentTitle(m.forgotPageTitle);
  return (
    <AuthPageFrame
      title={m.forgotYourPassword}
      description={m.forgotDescription}
      footer="back-to-login"
    >
      <ForgotPasswordForm />
    </AuthPageFrame>
  );
}
