// /admin/ads/edit/{id} (PRODUCT 2): the ad form in edit mode; the ad comes from the admin list.
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { AD_MESSAGES } from '../../contract/ads';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { ErrorPanel } from '../components/ui/error-panel';
import { Skeleton } from '../components/ui/skeleton';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { useAdminAds } from '../features/ads/api/get-admin-ads';
import { AdForm } from '../features/ads/components/ad-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export const AD_ID_MISSING = 'Ad ID not provided';

export function AdminAdEditPage() {
  useDocumentTitle('Edit ad');
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader title="Edit Ad" description="Changes show to visitors within minutes." />
        <EditAd />
      </div>
    </RequireAdmin>
  );
}

function EditAd() {
  const id = useParams<{ id?: string }>().id?.trim() ?? '';
  const ads = useAdminAds({ enabled: id !== '' });

  if (id === '') return <Missing title={AD_ID_MISSING} />;
  if (ads.isPending) return <FormSkeleton />;
  if (ads.isError) {
    return (
      <ErrorPanel
        title="Error loading ads"
        text={ads.error.message}
        onRetry={() => void ads.refetch()}
        retrying={ads.isFetching}
      />
    );
  }
  const ad = ads.data.find((candidate) => candidate.id === id);
  if (!ad) return <Missing title={AD_MESSAGES.notFound} />;
  return (
    <Card>
      <CardContent className="pt-6 sm:pt-8">
        <AdForm key={ad.id} ad={ad} />
      </CardContent>
    </Card>
  );
}

function Missing({ title }: { title: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-10">
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          It may have been deleted. Pick an ad from the list to edit it.
        </p>
        <Button asChild variant="outline">
          <Link href={paths.adminAds}>
            <ArrowLeft aria-hidden="true" />
            Back to Ads
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function FormSkeleton() {
  return (
    <Card role="status">
      <span className="sr-only">Loading the ad…</span>
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
