// GET /api/admin/promotions/{id}/report: a promotion's last 30 days by day, country and placement
// (admins only); the same days download as CSV.
import { PromotionReportSchema } from '../../../../contract/promotions';
import { adminPromotions } from './get-admin-promotions';

export const usePromotionReport = (id: string) =>
  adminPromotions.useReport(id, PromotionReportSchema);

export const promotionReportCsvPath = adminPromotions.reportCsvPath;
