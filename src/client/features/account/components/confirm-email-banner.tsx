// The calm reminder on a signed-in member's pages while their address waits for its link
// (PRODUCT 11.2): what waits for it, Resend, and Change email (the settings page's email part).
// It loads no zod, since every page a new member opens shows it.
import { MailWarning, RotateCw } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useResendConfirmation } from '../api/resend-confirmation';
import { EMAIL_SECTION_ID, revealEmailSection } from './email-section-anchor';

/**
 * Drawn with the frame, outside the pages' Suspense boundary: until the page's language has its
 * texts, it waits on its own (the frame hides it while the page is its skeleton anyway).
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const [location] = useLocation();
  // The link's own page says all of this, with its own Resend.
  if (location === paths.confirmEmail) return null;
  return (
    <Suspense fallback={null}>
      <Banner email={email} location={location} />
    </Suspense>
  );
}

function Banner({ email, location }: { email: string; location: string }) {
  const resend = useResendConfirmation();
  const m = useMessages(accountSettingsCatalog);
  return (
    <section
      aria-labelledby="confirm-email-banner-title"
      className="border-b border-border bg-card/90"
    >
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
        <MailWarning className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 id="confirm-email-banner-title" className="text-sm font-bold">
            {m.bannerTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            {richText(m.bannerSentTo, {
              email: (
                <bdi translate="no" className="font-semibold break-all text-foreground">
                  {email}
                </bdi>
              ),
            })}{' '}
            {m.bannerText}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? <Spinner /> : <RotateCw aria-hidden="true" />}
            {m.resend}
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link
              href={`${paths.settings}#${EMAIL_SECTION_ID}`}
              onClick={() => {
                // Already on the page: no new page opens, so the section is shown from here.
                if (location === paths.settings) setTimeout(revealEmailSection, 0);
              }}
            >
              {m.changeEmail}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
