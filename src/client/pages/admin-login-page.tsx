// /admin-login (PRODUCT 8, 9): the password with two-factor sign-in's steps (11.7), or a passkey
// (11.8), which also confirms a session opened by the password alone.
import { ShieldCheck } from 'lucide-react';
import { passkeyCatalog } from '../../contract/passkey-messages';
import { twoFactorCatalog } from '../../contract/two-factor-messages';
import { AuthPageFrame } from '../components/layout/auth-page-frame';
import { authCatalog } from '../features/auth/auth-messages';
import { AdminLoginPanel } from '../features/auth/components/admin-login-panel';
import { PasskeyConfirmButton } from '../features/passkeys/components/passkey-confirm-button';
import { PasskeySignIn } from '../features/passkeys/components/passkey-sign-in';
import {
  AdminSecondFactorStep,
  type AdminSecondFactorStepProps,
} from '../features/two-factor/components/admin-second-factor-step';
import { TwoFactorSignIn } from '../features/two-factor/components/two-factor-sign-in';
import { useDocumentTitle } from '../hooks/use-document-title';
import { preloadMessages, useMessages } from '../lib/i18n';

/** The step-up of an admin session opened by the password alone, with a passkey as the other way. */
function StepUp(props: Omit<AdminSecondFactorStepProps, 'alternative'>) {
  return (
    <AdminSecondFactorStep
      {...props}
      alternative={<PasskeyConfirmButton className="w-full" onConfirmed={props.onConfirmed} />}
    />
  );
}

export function AdminLoginPage() {
  // The panel moves between the password, the second factor and a passkey without a new page.
  void preloadMessages(authCatalog, passkeyCatalog, twoFactorCatalog);
  const m = useMessages(authCatalog);
  useMessages(passkeyCatalog);
  useMessages(twoFactorCatalog);
  useDocumentTitle(m.adminLoginTitle);
  return (
    <AuthPageFrame
      title={m.adminLoginTitle}
      description={m.adminLoginDescription}
      icon={ShieldCheck}
    >
      <AdminLoginPanel secondStep={TwoFactorSignIn} stepUp={StepUp} passkeyStep={PasskeySignIn} />
    </AuthPageFrame>
  );
}
