// /confirm-email?token=… (PRODUCT 11.2): where a mailed confirmation link lands. It needs no
// log-in; a member who is signed in may ask for a fresh link when this one did not work.
import { LinkLandingFrame, useLinkToken } from '../components/layout/link-landing-frame';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { ConfirmEmailResult } from '../features/account/components/confirm-email-result';
import { useDocumentTitle } from '../hooks/use-document-title';

export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your email');
  const token = useLinkToken();
  const { data: user } = useCurrentUser();
  return (
    <LinkLandingFrame title="Confirm your email">
      <ConfirmEmailResult token={token} signedIn={Boolean(user)} />
    </LinkLandingFrame>
  );
}
