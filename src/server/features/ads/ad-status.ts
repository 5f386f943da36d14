// An ad's status (PRODUCT 17), as admins see it and as the pick decides what a visitor may get.
import type { AdStatus } from '../../../contract/ads';
import { scheduleStatus, type Schedule } from '../campaigns/schedule';

export interface AdStatusFields extends Schedule {
  viewLimit: number | null;
  views: number;
}

/** PRODUCT 17, in its order: a live ad whose views reached its limit is no longer shown. */
export function computeAdStatus(ad: AdStatusFields, now: Date): AdStatus {
  const status = scheduleStatus(ad, now);
  if (status === 'Active' && ad.viewLimit !== null && ad.views >= ad.viewLimit) {
    return 'Limit Reached';
  }
  return status;
}
