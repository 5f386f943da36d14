// /register (PRODUCT 2).
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { paths } from '../config/paths';
import { usernameCatalog } from '../../contract/username-messages';
import { authCatalog } from '../features/auth/auth-messages';
import { RegisterForm } from '../features/auth/components/register-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { preloadMessages, useMessages } from '../lib/i18n';

export function RegisterPage() {
  void preloadMessages(authCatalog, usernameCatalog);
  const m = useMessages(authCatalog);
  useDocumentTitle(m.register);
  return (
    <AuthPageFrame
      title={m.registerTitle}
      description={m.registerDescription}
      footer={{ question: m.registerQuestion, linkText: m.login, href: paths.login }}
    >
      <RegisterForm />
    </AuthPageFrame>
  );
}
