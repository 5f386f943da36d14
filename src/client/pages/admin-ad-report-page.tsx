// /admin/ads/{id}/report: an ad's last 30 days (DECISIONS 32), for admins only.
import { useParams } from 'wouter';
import { adCatalog } from '../../contract/ad-messages';
import type { AdCategory } from '../../contract/ads';
import { campaignCatalog } from '../components/campaigns/campaign-messages';
import { CampaignReport } from '../components/campaigns/campaign-report';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { adCategoryLabels } from '../features/ads/ad-categories';
import { adReportCsvPath, useAdReport } from '../features/ads/api/get-ad-report';
import { useAdminAds } from '../features/ads/api/get-admin-ads';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

function AdReportScreen({ id }: { id: string }) {
  const categories = adCategoryLabels(useMessages(campaignCatalog));
  const notFound = useMessages(adCatalog).notFound;
  const report = useAdReport(id);
  const name = useAdminAds().data?.find((ad) => ad.id === id)?.name;
  return (
    <CampaignReport
      kind="ad"
      name={name}
      report={report}
      placementLabel={(placement) => categories[placement as AdCategory] ?? placement}
      csvHref={adReportCsvPath(id)}
      notFoundTitle={notFound}
    />
  );
}

export function AdminAdReportPage() {
  useDocumentTitle(useMessages(campaignCatalog).adReportTitle);
  const id = useParams<{ id?: string }>().id ?? '';
  return (
    <RequireAdmin>
      <AdReportScreen id={id} />
    </RequireAdmin>
  );
}
