// /admin-promotions-form (PRODUCT 2): create a promotion, or edit the one named by ?id=.
import { ArrowLeft } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PROMOTION_MESSAGES } from '../../contract/promotions';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { ErrorPanel } from '../components/ui/error-panel';
import { Skeleton } from '../components/ui/skeleton';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { useAdminPromotions } from '../features/promotions/api/get-admin-promotions';
import { PromotionForm } from '../features/promotions/components/promotion-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminPromotionFormPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim() || null;
  useDocumentTitle(id ? 'Edit promotion' : 'Create promotion');
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader
          title={id ? 'Edit Promotion' : 'Create Promotion'}
          description="Visitors see the offer on the gift page in the countries you pick."
        />
        {id ? (
          <EditPromotion id={id} />
        ) : (
          <Card>
            <CardContent className="pt-6 sm:pt-8">
              <PromotionForm />
            </CardContent>
          </Card>
        )}
      </div>
    </RequireAdmin>
  );
}

function EditPromotion({ id }: { id: string }) {
  const promotions = useAdminPromotions();
  if (promotions.isPending) return <FormSkeleton />;
  if (promotions.isError) {
    return (
      <ErrorPanel
        title="Error loading promotions"
        text={promotions.error.message}
        onRetry={() => void promotions.refetch()}
        retrying={promotions.isFetching}
      />
    );
  }
  const promotion = promotions.data.find((candidate) => candidate.id === id);
  if (!promotion) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-10">
          <h2 className="text-xl font-bold">{PROMOTION_MESSAGES.notFound}</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            It may have been deleted. Pick a promotion from the list to edit it.
          </p>
          <Button asChild variant="outline">
            <Link href={paths.adminPromotions}>
              <ArrowLeft aria-hidden="true" />
              Back to Promotions
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="pt-6 sm:pt-8">
        <PromotionForm key={promotion.id} promotion={promotion} />
      </CardContent>
    </Card>
  );
}

function FormSkeleton() {
  return (
    <Card role="status">
      <span className="sr-only">Loading the promotion…</span>
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
