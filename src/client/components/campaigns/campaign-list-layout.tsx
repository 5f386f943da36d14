// The /admin/ads and /admin-promotions screens around their list: the heading with Create, then
// the list in a card.
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AdminPageHeader } from '../layout/admin-page-header';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CAMPAIGN_PATHS, campaignWords, type CampaignKind } from './campaign-kind';

export function CampaignListLayout({
  kind,
  description,
  children,
}: {
  kind: CampaignKind;
  description: string;
  children: ReactNode;
}) {
  const words = campaignWords(kind);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title={words.Many}
        description={description}
        actions={
          <Button asChild>
            <Link href={CAMPAIGN_PATHS[kind].create}>
              <Plus aria-hidden="true" />
              {`Create ${words.One}`}
            </Link>
          </Button>
        }
      />
      <Card className="overflow-hidden">{children}</Card>
    </div>
  );
}
