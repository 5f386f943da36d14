// GET /api/admin/ads: every ad with its counts and status; the edit screen picks its ad from here too.
// The same collection deletes, toggles and saves ads, after which the visitor's cached ad is stale.
import { AdListSchema, SavedAdSchema } from '../../../../contract/ads';
import { adminCollection } from '../../../lib/admin-collection';
import { adBodyOf, adJsonBody } from '../ad-form-values';
import { AD_QUERY_KEY } from './get-ad';

export const adminAds = adminCollection({
  path: '/api/admin/ads',
  listSchema: AdListSchema,
  itemSchema: SavedAdSchema,
  jsonBodyOf: (ad) => adJsonBody(adBodyOf(ad)),
  visitorKeys: [AD_QUERY_KEY],
});

export const useAdminAds = adminAds.useList;
