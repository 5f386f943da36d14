// /admin/promotions/{id}/report: a promotion's last 30 days (DECISIONS 32), for admins only.
import { useParams } from 'wouter';
import { GIFT_PLACEMENT } from '../../contract/campaigns';
import { promotionCatalog } from '../../contract/promotion-messages';
import { campaignCatalog } from '../components/campaigns/campaign-messages';
import { CampaignReport } from '../components/campaigns/campaign-report';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { useAdminPromotions } from '../features/promotions/api/get-admin-promotions';
import {
  promotionReportCsvPath,
  usePromotionReport,
} from '../features/promotions/api/get-promotion-report';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

function PromotionReportScreen({ id }: { id: string }) {
  const giftPage = useMessages(campaignCatalog).giftPage;
  const notFound = useMessages(promotionCatalog).notFound;
  const report = usePromotionReport(id);
  const promotion = useAdminPromotions().data?.find((candidate) => candidate.id === id);
  return (
    <CampaignReport
      kind="promotion"
      name={promotion ? `${promotion.serviceProviderName}: ${promotion.discountTitle}` : undefined}
      report={report}
      placementLabel={(placement) => (placement === GIFT_PLACEMENT ? giftPage : placement)}
      csvHref={promotionReportCsvPath(id)}
      notFoundTitle={notFound}
    />
  );
}

export function AdminPromotionReportPage() {
  useDocumentTitle(useMessages(campaignCatalog).promotionReportTitle);
  const id = useParams<{ id?: string }>().id ?? '';
  return (
    <RequireAdmin>
      <PromotionReportScreen id={id} />
    </RequireAdmin>
  );
}
