// /admin-promotions (PRODUCT 8): the promotions list, for admins only.
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { PromotionsTable } from '../features/promotions/components/promotions-table';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminPromotionsPage() {
  useDocumentTitle('Promotions');
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader
          title="Promotions"
          description="Partner offers shown on the gift page, by region."
          actions={
            <Button asChild>
              <Link href={paths.adminPromotionsCreate}>
                <Plus aria-hidden="true" />
                Create Promotion
              </Link>
            </Button>
          }
        />
        <Card className="overflow-hidden">
          <PromotionsTable />
        </Card>
      </div>
    </RequireAdmin>
  );
}
