// /admin-promotions (PRODUCT 8): the promotions list, for admins only.
import { CampaignListLayout } from '../components/campaigns/campaign-list-layout';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { PromotionsTable } from '../features/promotions/components/promotions-table';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminPromotionsPage() {
  useDocumentTitle('Promotions');
  return (
    <RequireAdmin>
      <CampaignListLayout
        kind="promotion"
        description="Partner offers shown on the gift page, by region."
      >
        <PromotionsTable />
      </CampaignListLayout>
    </RequireAdmin>
  );
}
