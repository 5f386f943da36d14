// /admin/ads (PRODUCT 8): the ads list, for admins only.
import { CampaignListLayout } from '../components/campaigns/campaign-list-layout';
import { campaignCatalog } from '../components/campaigns/campaign-messages';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdsTable } from '../features/ads/components/ads-table';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function AdminAdsPage() {
  useDocumentTitle(useMessages(campaignCatalog).adListTitle);
  return (
    <RequireAdmin>
      <CampaignListLayout kind="ad">
        <AdsTable />
      </CampaignListLayout>
    </RequireAdmin>
  );
}
