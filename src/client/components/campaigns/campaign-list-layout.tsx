// The /admin/ads and /admin-promotions screens around their list: the heading with Create, then
// the list in a card.
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useMessages } from '../../lib/i18n';
import { AdminPageHeader } from '../layout/admin-page-header';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CAMPAIGN_PATHS, campaignText, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

export function CampaignListLayout({
  kind,
  children,
}: {
  kind: CampaignKind;
  children: ReactNode;
}) {
  const messages = useMessages(campaignCatalog);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title={campaignText(messages, kind, 'ListTitle')}
        description={campaignText(messages, kind, 'ListDescription')}
        actions={
          <Button asChild>
            <Link href={CAMPAIGN_PATHS[kind].create}>
              <Plus aria-hidden="true" />
              {campaignText(messages, kind, 'Create')}
            </Link>
          </Button>
        }
      />
      <Card className="overflow-hidden">{children}</Card>
    </div>
  );
}
