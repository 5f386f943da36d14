// /admin/promotions/{id}/report: a promotion's last 30 days (DECISIONS 32), for admins only.
import { useParams } from 'wouter';
import { GIFT_PLACEMENT } from '../../contract/campaigns';
import { PROMOTION_MESSAGES } from '../../contract/promotions';
import { CampaignReport } from '../components/campaigns/campaign-report';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { useAdminPromotions } from '../features/promotions/api/get-admin-promotions';
import {
  promotionReportCsvPath,
  usePromotionReport,
} from '../features/promotions/api/get-promotion-report';
import { useDocumentTitle } from '../hooks/use-document-title';

function PromotionReportScreen({ id }: { id: string }) {
  const report = usePromotionReport(id);
  const promotion = useAdminPromotions().data?.find((candidate) => candidate.id === id);
  return (
    <CampaignReport
      kind="promotion"
      name={promotion ? `${promotion.serviceProviderName}: ${promotion.discountTitle}` : undefined}
      report={report}
      placementLabel={(placement) => (placement === GIFT_PLACEMENT ? 'Gift page' : placement)}
      csvHref={promotionReportCsvPath(id)}
      notFoundTitle={PROMOTION_MESSAGES.notFound}
    />
  );
}

export function AdminPromotionReportPage() {
  useDocumentTitle('Promotion report');
  const id = useParams<{ id?: string }>().id ?? '';
  return (
    <RequireAdmin>
      <PromotionReportScreen id={id} />
    </RequireAdmin>
  );
}
