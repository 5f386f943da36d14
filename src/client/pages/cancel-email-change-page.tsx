// /cancel-email-change?token=… (PRODUCT 11.3): where the notice mailed to the old address lands
// when someone asked to change the account's address. It needs no log-in.
import { LinkLandingFrame, useLinkToken } from '../components/layout/link-landing-frame';
import { CancelEmailChangeResult } from '../features/account/components/cancel-email-change-result';
import { authCatalog } from '../features/auth/auth-messages';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function CancelEmailChangePage() {
  const m = useMessages(authCatalog);
  useDocumentTitle(m.cancelEmailChangeTitle);
  const token = useLinkToken();
  return (
    <LinkLandingFrame title={m.cancelEmailChangeTitle}>
      <CancelEmailChangeResult token={token} />
    </LinkLandingFrame>
  );
}
