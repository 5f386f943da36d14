// The edit screen of an ad or a promotion (PRODUCT 2): the campaign comes from the admin list, so
// the screen shows a form-shaped placeholder while the list loads, then the form, or says the
// campaign is not there with the way back to the list.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminCollection } from '../../lib/admin-collection';
import { useMessages } from '../../lib/i18n';
import { QueryErrorPanel } from '../data/query-error-panel';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { CampaignFormCard } from './campaign-form-card';
import { CAMPAIGN_PATHS, campaignText, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

export function CampaignEditLoader<Item extends { id: string }>({
  kind,
  collection,
  id,
  notFoundTitle,
  missingIdTitle = notFoundTitle,
  children,
}: {
  kind: CampaignKind;
  collection: AdminCollection<Item>;
  /** The campaign's id from the address; empty when the address names none. */
  id: string;
  notFoundTitle: string;
  /** What the screen says when the address names no campaign. */
  missingIdTitle?: string;
  /** The form, for the campaign found. */
  children: (item: Item) => ReactNode;
}) {
  const messages = useMessages(campaignCatalog);
  const items = collection.useList({ enabled: id !== '' });

  if (id !== '' && items.isPending) {
    return (
      <Card role="status">
        <span className="sr-only">{campaignText(messages, kind, 'Loading')}</span>
        <CardContent className="grid gap-6 pt-6 sm:pt-8">
          {Array.from({ length: 5 }, (_, row) => (
            <div key={row} className="grid gap-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
        </CardContent>
      </Card>
    );
  }
  if (items.isError)
    return <QueryErrorPanel title={campaignText(messages, kind, 'ListError')} query={items} />;
  const item = items.data?.find((candidate) => candidate.id === id);
  if (item) return <CampaignFormCard>{children(item)}</CampaignFormCard>;

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-10">
        <h2 className="text-xl font-bold">{id === '' ? missingIdTitle : notFoundTitle}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {campaignText(messages, kind, 'MissingText')}
        </p>
        <Button asChild variant="outline">
          <Link href={CAMPAIGN_PATHS[kind].list}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
            {campaignText(messages, kind, 'BackToList')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
