// /reset-password?token=… (PRODUCT 12): the page the emailed reset link opens.
import { useSearchParams } from 'wouter';
import { messagesCatalog } from '../../contract/messages';
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { authCatalog } from '../features/auth/auth-messages';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function ResetPasswordPage() {
  const m = useMessages(authCatalog);
  const messages = useMessages(messagesCatalog);
  useDocumentTitle(m.resetPageTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthPageFrame title={m.resetTitle} description={m.resetDescription} footer="back-to-login">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidResetLink message={messages.resetLinkInvalid} />
      )}
    </AuthPageFrame>
  );
}
