// The /admin-promotions list (PRODUCT 8): offers, reach, counts, and their actions.
import { format } from 'date-fns';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SKELETON_ROWS } from '../../../../contract/constants';
import type { Promotion } from '../../../../contract/promotions';
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
import { useDeletePromotion } from '../api/delete-promotion';
import { useAdminPromotions } from '../api/get-admin-promotions';
import { useTogglePromotionStatus } from '../api/toggle-promotion-status';
import { PromotionStatusBadge } from './promotion-status-badge';

const COLUMNS = [
  'Service Provider',
  'Discount Title',
  'Discount Code',
  'Website',
  'Countries',
  'Published',
  'Expires',
  'Status',
  'Views',
  'Claims',
  'Actions',
] as const;
const NUMERIC = new Set<string>(['Views', 'Claims']);

function DateCell({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={format(date, 'd MMM yyyy, HH:mm')}>
      {format(date, 'd MMM yyyy')}
    </time>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function PromotionsTable() {
  const promotions = useAdminPromotions();
  const toggle = useTogglePromotionStatus();
  const remove = useDeletePromotion();
  // The target outlives the dialog's closing animation, so its text does not blank out.
  const [toDelete, setToDelete] = useState<Promotion | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onToggle = (promotion: Promotion, isActive: boolean) =>
    toggle.mutate(
      { promotion, isActive },
      toastOnSettled({
        success: 'Promotion status updated successfully',
        failure: 'Failed to update promotion status',
      }),
    );

  const onDelete = () => {
    if (!toDelete) return;
    const toasts = toastOnSettled({
      success: 'Promotion deleted successfully',
      failure: 'Failed to delete promotion',
    });
    remove.mutate(toDelete.id, {
      ...toasts,
      onSuccess: () => {
        setConfirming(false);
        toasts.onSuccess();
      },
    });
  };

  if (promotions.isError) {
    return (
      <ErrorPanel
        className="m-6"
        title="Error loading promotions"
        text={promotions.error.message}
        onRetry={() => void promotions.refetch()}
        retrying={promotions.isFetching}
      />
    );
  }

  return (
    <>
      <AdminListToolbar
        count={promotions.data?.length}
        one="promotion"
        many="promotions"
        loading="Loading promotions…"
        fetching={promotions.isFetching}
        onRefresh={() => void promotions.refetch()}
      />
      <Table aria-label="Promotions" aria-busy={promotions.isPending}>
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
          {promotions.isPending
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row} data-testid="skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton
                        className={cn('h-4', column === 'Discount Title' ? 'w-40' : 'w-16')}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {promotions.data?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className="py-12 text-center">
                <p className="font-semibold">No promotions yet</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  Create a promotion to offer it on the gift page.
                </p>
              </TableCell>
            </TableRow>
          ) : null}
          {promotions.data?.map((promotion) => {
            const toggling = toggle.isPending && toggle.variables.promotion.id === promotion.id;
            return (
              <TableRow key={promotion.id}>
                <TableCell className="max-w-40 min-w-28 font-semibold [overflow-wrap:anywhere]">
                  {promotion.serviceProviderName}
                </TableCell>
                <TableCell className="max-w-52 min-w-36 [overflow-wrap:anywhere]">
                  {promotion.discountTitle}
                </TableCell>
                <TableCell>
                  <code className="rounded-md bg-muted px-2 py-0.5 font-mono text-xs font-semibold whitespace-nowrap">
                    {promotion.discountCode}
                  </code>
                </TableCell>
                <TableCell>
                  <a
                    href={promotion.websiteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={promotion.websiteUrl}
                    className="inline-flex max-w-32 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <span className="truncate">{hostOf(promotion.websiteUrl)}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </TableCell>
                <TableCell className="min-w-28">
                  <CountrySummary codes={promotion.counties} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <DateCell iso={promotion.publishedAt} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <DateCell iso={promotion.expireAt} />
                </TableCell>
                <TableCell>
                  <PromotionStatusBadge status={promotion.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{promotion.views}</TableCell>
                <TableCell className="text-right tabular-nums">{promotion.claims}</TableCell>
                <TableCell>
                  <div className="flex items-center gap-1.5">
                    <Switch
                      checked={promotion.isActive}
                      disabled={toggling}
                      onCheckedChange={(checked) => onToggle(promotion, checked)}
                      aria-label={`Active: ${promotion.discountTitle}`}
                    />
                    <Button asChild variant="ghost" size="icon" className="size-8">
                      <Link
                        href={paths.adminPromotionsEdit(promotion.id)}
                        aria-label={`Edit ${promotion.discountTitle}`}
                      >
                        <Pencil aria-hidden="true" />
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => {
                        setToDelete(promotion);
                        setConfirming(true);
                      }}
                      aria-label={`Delete ${promotion.discountTitle}`}
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
        title="Delete this promotion?"
        description={`“${toDelete?.discountTitle ?? ''}” from ${toDelete?.serviceProviderName ?? ''} will be removed, with its view and claim counts. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </>
  );
}
