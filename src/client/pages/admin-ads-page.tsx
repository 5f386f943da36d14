// /admin/ads (PRODUCT 8): the ads list, for admins only.
import { CampaignListLayout } from '../components/campaigns/campaign-list-layout';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdsTable } from '../features/ads/components/ads-table';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminAdsPage() {
  useDocumentTitle('Ads');
  return (
    <RequireAdmin>
      <CampaignListLayout
        kind="ad"
        description="Sponsored banners: when they run, where, and how they perform."
      >
        <AdsTable />
      </CampaignListLayout>
    </RequireAdmin>
  );
}
