// /cancel-email-change?token=… (PRODUCT 11.3): where the notice mailed to the old address lands
// when someone asked to change the account's address. It needs no log-in.
import { LinkLandingFrame, useLinkToken } from '../components/layout/link-landing-frame';
import { CancelEmailChangeResult } from '../features/account/components/cancel-email-change-result';
import { useDocumentTitle } from '../hooks/use-document-title';

export function CancelEmailChangePage() {
  useDocumentTitle('Cancel the change of address');
  const token = useLinkToken();
  return (
    <LinkLandingFrame title="Cancel the change of address">
      <CancelEmailChangeResult token={token} />
    </LinkLandingFrame>
  );
}
