// /unsubscribe?token=… (PRODUCT 20.2): the weekly digest's unsubscribe link opens this page, which
// needs no log-in and asks before it unsubscribes.
import { House } from 'lucide-react';
import { Link } from 'wouter';
import { digestCatalog } from '../../contract/digest-messages';
import { LinkLandingFrame, useLinkToken } from '../components/layout/link-landing-frame';
import { CardFooter } from '../components/ui/card';
import { paths } from '../config/paths';
import { UnsubscribeConfirm } from '../features/digest/components/unsubscribe-confirm';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function UnsubscribePage() {
  const m = useMessages(digestCatalog);
  useDocumentTitle(m.unsubscribe);
  const token = useLinkToken();
  return (
    <LinkLandingFrame
      title={m.question}
      footer={
        <CardFooter className="border-t border-border pt-6 text-sm sm:pt-6">
          <Link
            href={paths.home}
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <House className="size-4" aria-hidden="true" />
            {m.home}
          </Link>
        </CardFooter>
      }
    >
      <UnsubscribeConfirm token={token} />
    </LinkLandingFrame>
  );
}
