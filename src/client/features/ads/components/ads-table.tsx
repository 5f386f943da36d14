// The /admin/ads list (PRODUCT 8): counts, status, and the toggle, edit and delete actions.
import { format } from 'date-fns';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Ad } from '../../../../contract/ads';
import { SKELETON_ROWS } from '../../../../contract/constants';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import { CountrySummary } from '../../../components/data/country-summary';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { toastOnSettled } from '../../../hooks/use-toast-mutation';
import { cn } from '../../../lib/cn';
import { AD_CATEGORY_LABELS } from '../ad-categories';
import { useDeleteAd } from '../api/delete-ad';
import { useAdminAds } from '../api/get-admin-ads';
import { useToggleAdStatus } from '../api/toggle-ad-status';
import { AdStatusBadge } from './ad-status-badge';

const COLUMNS = [
  'Name',
  'Category',
  'Status',
  'Target Countries',
  'Start Date',
  'End Date',
  'Views',
  'Clicks',
  'CTR',
  'Updated',
  'Actions',
] as const;
const NUMERIC = new Set<string>(['Views', 'Clicks', 'CTR']);

const day = (iso: string) => format(new Date(iso), 'd MMM yyyy');

function DateCell({ iso, empty = '—' }: { iso: string | null; empty?: string }) {
  if (!iso) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <time dateTime={iso} title={format(new Date(iso), 'd MMM yyyy, HH:mm')}>
      {day(iso)}
    </time>
  );
}

export function AdsTable() {
  const ads = useAdminAds();
  const toggle = useToggleAdStatus();
  const remove = useDeleteAd();
  // The target outlives the dialog's closing animation, so its text does not blank out.
  const [toDelete, setToDelete] = useState<Ad | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onToggle = (ad: Ad, isActive: boolean) =>
    toggle.mutate(
      { ad, isActive },
      toastOnSettled({
        success: 'Ad status updated successfully',
        failure: 'Failed to update ad status',
      }),
    );

  const onDelete = () => {
    if (!toDelete) return;
    const toasts = toastOnSettled({
      success: 'Ad deleted successfully',
      failure: 'Failed to delete ad',
    });
    remove.mutate(toDelete.id, {
      ...toasts,
      onSuccess: () => {
        setConfirming(false);
        toasts.onSuccess();
      },
    });
  };

  if (ads.isError) {
    return (
      <ErrorPanel
        className="m-6"
        title="Error loading ads"
        text={ads.error.message}
        onRetry={() => void ads.refetch()}
        retrying={ads.isFetching}
      />
    );
  }

  return (
    <>
      <AdminListToolbar
        count={ads.data?.length}
        one="ad"
        many="ads"
        loading="Loading ads…"
        fetching={ads.isFetching}
        onRefresh={() => void ads.refetch()}
      />
      <Table aria-label="Ads" aria-busy={ads.isPending}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead key={column} className={cn(NUMERIC.has(column) && 'text-right')}>
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {ads.isPending
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row} data-testid="skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton className={cn('h-4', column === 'Name' ? 'w-36' : 'w-16')} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {ads.data?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className="py-12 text-center">
                <p className="font-semibold">No ads yet</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  Create an ad to show it on the home page.
                </p>
              </TableCell>
            </TableRow>
          ) : null}
          {ads.data?.map((ad) => {
            const toggling = toggle.isPending && toggle.variables.ad.id === ad.id;
            return (
              <TableRow key={ad.id}>
                <TableCell className="max-w-56 min-w-36 font-semibold [overflow-wrap:anywhere]">
                  {ad.name}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {AD_CATEGORY_LABELS[ad.category]}
                </TableCell>
                <TableCell>
                  <AdStatusBadge status={ad.status} />
                </TableCell>
                <TableCell className="min-w-32">
                  <CountrySummary codes={ad.counties} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <DateCell iso={ad.publishedAt} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <DateCell iso={ad.expireAt} empty="No end date" />
                </TableCell>
                <TableCell className="text-right tabular-nums">{ad.views}</TableCell>
                <TableCell className="text-right tabular-nums">{ad.clicks}</TableCell>
                <TableCell className="text-right tabular-nums">{ad.ctr}%</TableCell>
                <TableCell className="whitespace-nowrap">
                  <DateCell iso={ad.updatedAt} />
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-1.5">
                    <Switch
                      checked={ad.isActive}
                      disabled={toggling}
                      onCheckedChange={(checked) => onToggle(ad, checked)}
                      aria-label={`Active: ${ad.name}`}
                    />
                    <Button asChild variant="ghost" size="icon" className="size-8">
                      <Link href={paths.adminAdsEdit(ad.id)} aria-label={`Edit ${ad.name}`}>
                        <Pencil aria-hidden="true" />
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => {
                        setToDelete(ad);
                        setConfirming(true);
                      }}
                      aria-label={`Delete ${ad.name}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this ad?"
        description={`“${toDelete?.name ?? ''}” and its image will be removed, with its view and click counts. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </>
  );
}
