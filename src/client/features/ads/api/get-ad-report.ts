// GET /api/admin/ads/{id}/report: an ad's last 30 days by day, country and placement (admins
// only); the same days download as CSV.
import { AdReportSchema } from '../../../../contract/ads';
import { adminAds } from './get-admin-ads';

export const useAdReport = (id: string) => adminAds.useReport(id, AdReportSchema);

export const adReportCsvPath = adminAds.reportCsvPath;
