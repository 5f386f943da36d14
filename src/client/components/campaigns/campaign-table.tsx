// The /admin/ads and /admin-promotions lists (PRODUCT 8): a count and Refresh, the campaign's own
// columns, then per row the active switch, its report, an edit link and a delete that asks first.
import { ChartColumn, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminCollection } from '../../lib/admin-collection';
import { t, useMessages } from '../../lib/i18n';
import { AdminListToolbar } from '../data/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '../data/admin-table';
import { DeleteRowButton } from '../data/delete-row-button';
import { QueryErrorPanel } from '../data/query-error-panel';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Switch } from '../ui/switch';
import { campaignFeedback } from './campaign-feedback';
import {
  CAMPAIGN_PATHS,
  campaignText,
  kindTexts,
  type CampaignKind,
  type CampaignMessages,
} from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

/**
 * A column of the sponsor's own words (an ad's name, a promotion's title), shown as written in
 * every language and wrapping anywhere rather than widening the table.
 */
export function sponsorTextColumn<Row>(
  header: string,
  text: (row: Row) => string,
  { className, skeleton }: { className: string; skeleton?: string },
): AdminColumn<Row> {
  return {
    header,
    cell: (row) => (
      <span translate="no" dir="auto">
        {text(row)}
      </span>
    ),
    className: `[overflow-wrap:anywhere] ${className}`,
    skeleton,
  };
}

/** What one kind of campaign shows in its list, in the page's language. */
export interface CampaignList<Item extends { id: string; isActive: boolean }> {
  /** The kind's own columns; Actions comes after them. */
  columns: (messages: CampaignMessages) => AdminColumn<Item>[];
  kind: CampaignKind;
  collection: AdminCollection<Item>;
  /** How a row's switch, edit link and delete button name the campaign. */
  nameOf: (item: Item) => string;
  /** What the delete dialog says will go. */
  deleteDescription: (messages: CampaignMessages, item: Item | null) => string;
}

export function CampaignTable<Item extends { id: string; isActive: boolean }>({
  list: { columns, kind, collection, nameOf, deleteDescription },
}: {
  list: CampaignList<Item>;
}) {
  const messages = useMessages(campaignCatalog);
  const text = kindTexts(messages, kind);
  const told = campaignFeedback(kind);
  const items = collection.useList();
  const toggle = collection.useToggle(told.statusChanged);
  const remove = collection.useDelete(told.deleted);
  // The target outlives the dialog's closing animation, so its text does not blank out.
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSuccess: () => setConfirming(false) });
  };

  const actions: AdminColumn<Item> = {
    header: messages.actions,
    cell: (item) => (
      <div className="flex items-center gap-1.5">
        <Switch
          checked={item.isActive}
          disabled={toggle.isPending && toggle.variables.item.id === item.id}
          onCheckedChange={(isActive) => toggle.mutate({ item, isActive })}
          aria-label={t(text('ActiveFor'), { name: nameOf(item) })}
        />
        <Button asChild variant="ghost" size="icon" className="size-8">
          <Link
            href={CAMPAIGN_PATHS[kind].report(item.id)}
            aria-label={t(messages.reportFor, { name: nameOf(item) })}
          >
            <ChartColumn aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="icon" className="size-8">
          <Link
            href={CAMPAIGN_PATHS[kind].edit(item.id)}
            aria-label={t(messages.editNamed, { name: nameOf(item) })}
          >
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <DeleteRowButton
          name={nameOf(item)}
          onClick={() => {
            setToDelete(item);
            setConfirming(true);
          }}
        />
      </div>
    ),
  };

  if (items.isError) {
    return <QueryErrorPanel className="m-6" title={text('ListError')} query={items} />;
  }

  return (
    <>
      <AdminTable
        label={text('ListTitle')}
        columns={[...columns(messages), actions]}
        rows={items.data}
        rowKey={(item) => item.id}
        empty={{ title: text('Empty'), text: text('EmptyText') }}
        toolbar={
          <AdminListToolbar
            count={items.data?.length}
            counted={campaignText(messages, kind, 'Count')}
            loading={text('ListLoading')}
            query={items}
          />
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text('DeleteTitle')}
        description={deleteDescription(messages, toDelete)}
        confirmLabel={messages.delete}
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </>
  );
}
