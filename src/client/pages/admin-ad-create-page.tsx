// /admin/ads/create (PRODUCT 2): the ad form in create mode, for admins only.
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Card, CardContent } from '../components/ui/card';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdForm } from '../features/ads/components/ad-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminAdCreatePage() {
  useDocumentTitle('Create ad');
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader
          title="Create Ad"
          description="New ads start inactive: switch one on when it is ready to show."
        />
        <Card>
          <CardContent className="pt-6 sm:pt-8">
            <AdForm />
          </CardContent>
        </Card>
      </div>
    </RequireAdmin>
  );
}
