// /admin-promotions (PRODUCT 8): the promotions list, for admins only.
import { CampaignListLayout } from '../components/campaigns/campaign-list-layout';
import { campaignCatalog } from '../components/campaigns/campaign-messages';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { PromotionsTable } from '../features/promotions/components/promotions-table';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function AdminPromotionsPage() {
  useDocumentTitle(useMessages(campaignCatalog).promotionListTitle);
  return (
    <RequireAdmin>
      <CampaignListLayout kind="promotion">
        <PromotionsTable />
      </CampaignListLayout>
    </RequireAdmin>
  );
}
