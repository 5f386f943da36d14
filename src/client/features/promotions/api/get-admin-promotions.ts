// GET /api/admin/promotions: every promotion with counts and status, for the list and the edit form.
// The same collection deletes, toggles and saves promotions, after which whatever /gift cached is stale.
import { PromotionListSchema, SavedPromotionSchema } from '../../../../contract/promotions';
import { adminCollection } from '../../../lib/admin-collection';
import { promotionBodyOf } from '../promotion-form-values';
import { PROMOTION_QUERY_KEY } from './get-promotion';
import { RANDOM_PROMOTION_QUERY_KEY } from './get-random-promotion';

export const adminPromotions = adminCollection({
  path: '/api/admin/promotions',
  listSchema: PromotionListSchema,
  itemSchema: SavedPromotionSchema,
  jsonBodyOf: promotionBodyOf,
  visitorKeys: [PROMOTION_QUERY_KEY, RANDOM_PROMOTION_QUERY_KEY],
});

export const useAdminPromotions = adminPromotions.useList;
