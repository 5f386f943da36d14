// /admin/ads/{id}/report: an ad's last 30 days (DECISIONS 32), for admins only.
import { useParams } from 'wouter';
import { AD_MESSAGES, type AdCategory } from '../../contract/ads';
import { CampaignReport } from '../components/campaigns/campaign-report';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AD_CATEGORY_LABELS } from '../features/ads/ad-categories';
import { adReportCsvPath, useAdReport } from '../features/ads/api/get-ad-report';
import { useAdminAds } from '../features/ads/api/get-admin-ads';
import { useDocumentTitle } from '../hooks/use-document-title';

function AdReportScreen({ id }: { id: string }) {
  const report = useAdReport(id);
  const name = useAdminAds().data?.find((ad) => ad.id === id)?.name;
  return (
    <CampaignReport
      kind="ad"
      name={name}
      report={report}
      placementLabel={(placement) => AD_CATEGORY_LABELS[placement as AdCategory] ?? placement}
      csvHref={adReportCsvPath(id)}
      notFoundTitle={AD_MESSAGES.notFound}
    />
  );
}

export function AdminAdReportPage() {
  useDocumentTitle('Ad report');
  const id = useParams<{ id?: string }>().id ?? '';
  return (
    <RequireAdmin>
      <AdReportScreen id={id} />
    </RequireAdmin>
  );
}
