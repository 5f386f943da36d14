// The /admin/ads and /admin-promotions lists (PRODUCT 8): a count and Refresh, the campaign's own
// columns, then per row the active switch, its report, an edit link and a delete that asks first.
import { ChartColumn, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminCollection } from '../../lib/admin-collection';
import { AdminListToolbar } from '../data/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '../data/admin-table';
import { DeleteRowButton } from '../data/delete-row-button';
import { QueryErrorPanel } from '../data/query-error-panel';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Switch } from '../ui/switch';
import { campaignFeedback } from './campaign-feedback';
import { CAMPAIGN_PATHS, campaignWords, type CampaignKind } from './campaign-kind';

/** What one kind of campaign shows in its list. */
export interface CampaignList<Item extends { id: string; isActive: boolean }> {
  /** The kind's own columns; Actions comes after them. */
  columns: AdminColumn<Item>[];
  kind: CampaignKind;
  collection: AdminCollection<Item>;
  /** How a row's switch, edit link and delete button name the campaign. */
  nameOf: (item: Item) => string;
  /** The empty list's hint, under "No ads yet". */
  emptyText: string;
  /** What the delete dialog says will go. */
  deleteDescription: (item: Item | null) => string;
}

export function CampaignTable<Item extends { id: string; isActive: boolean }>({
  list: { columns, kind, collection, nameOf, emptyText, deleteDescription },
}: {
  list: CampaignList<Item>;
}) {
  const words = campaignWords(kind);
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
    header: 'Actions',
    cell: (item) => (
      <div className="flex items-center gap-1.5">
        <Switch
          checked={item.isActive}
          disabled={toggle.isPending && toggle.variables.item.id === item.id}
          onCheckedChange={(isActive) => toggle.mutate({ item, isActive })}
          aria-label={`Active: ${nameOf(item)}`}
        />
        <Button asChild variant="ghost" size="icon" className="size-8">
          <Link
            href={CAMPAIGN_PATHS[kind].report(item.id)}
            aria-label={`Report for ${nameOf(item)}`}
          >
            <ChartColumn aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="icon" className="size-8">
          <Link href={CAMPAIGN_PATHS[kind].edit(item.id)} aria-label={`Edit ${nameOf(item)}`}>
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
    return <QueryErrorPanel className="m-6" title={`Error loading ${words.many}`} query={items} />;
  }

  return (
    <>
      <AdminTable
        label={words.Many}
        columns={[...columns, actions]}
        rows={items.data}
        rowKey={(item) => item.id}
        empty={{ title: `No ${words.many} yet`, text: emptyText }}
        toolbar={
          <AdminListToolbar
            count={items.data?.length}
            one={words.one}
            many={words.many}
            loading={`Loading ${words.many}…`}
            query={items}
          />
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${words.one}?`}
        description={deleteDescription(toDelete)}
        confirmLabel="Delete"
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </>
  );
}
