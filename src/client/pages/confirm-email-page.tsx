// /confirm-email?token=… (PRODUCT 11.2): where a mailed confirmation link lands. It needs no
// log-in; a member who is signed in may ask for a fresh link when this one did not work.
import { LinkLandingFrame, useLinkToken } from '../components/layout/link-landing-frame';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { authCatalog } from '../features/auth/auth-messages';
import { ConfirmEmailResult } from '../features/account/components/confirm-email-result';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function ConfirmEmailPage() {
  const m = useMessages(authCatalog);
  useDocumentTitle(m.confirmEmailTitle);
  const token = useLinkToken();
  const { data: user } = useCurrentUser();
  return (
    <LinkLandingFrame title={m.confirmEmailTitle}>
      <ConfirmEmailResult token={token} signedIn={Boolean(user)} />
    </LinkLandingFrame>
  );
}
