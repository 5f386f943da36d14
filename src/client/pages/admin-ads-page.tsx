// /admin/ads (PRODUCT 8): the ads list, for admins only.
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdsTable } from '../features/ads/components/ads-table';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminAdsPage() {
  useDocumentTitle('Ads');
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader
          title="Ads"
          description="Sponsored banners: when they run, where, and how they perform."
          actions={
            <Button asChild>
              <Link href={paths.adminAdsCreate}>
                <Plus aria-hidden="true" />
                Create Ad
              </Link>
            </Button>
          }
        />
        <Card className="overflow-hidden">
          <AdsTable />
        </Card>
      </div>
    </RequireAdmin>
  );
}
