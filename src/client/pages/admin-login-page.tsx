// /admin-login (PRODUCT 8, 9).
import { ShieldCheck } from 'lucide-react';
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { AdminLoginPanel } from '../features/auth/components/admin-login-panel';
import { TwoFactorSignIn } from '../features/two-factor/components/two-factor-sign-in';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminLoginPage() {
  useDocumentTitle('Admin login');
  return (
    <AuthPageFrame
      title="Admin login"
      description="Sign in with an admin account to manage the community."
      icon={ShieldCheck}
    >
      <AdminLoginPanel secondStep={TwoFactorSignIn} />
    </AuthPageFrame>
  );
}
