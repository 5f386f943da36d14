// /reset-password?token=… (PRODUCT 12): the page the emailed reset link opens.
import { useSearchParams } from 'wouter';
import { MESSAGES } from '../../contract/messages';
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthPageFrame
      title="Choose a new password"
      description="Setting it signs you out everywhere; then log in with the new password."
      footer="back-to-login"
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidResetLink message={MESSAGES.resetLinkInvalid} />
      )}
    </AuthPageFrame>
  );
}
