// GET /api/admin/promotions: every promotion with counts and status, for the list and the edit form.
// The same collection deletes, toggles and saves promotions, after which whatever /gift cached is stale.
import { PromotionListSchema, SavedPromotionSchema } from '../../../../contract/promotions';
import { adminCollection } from '../../../lib/admin-collection';
import { promotionBodyOf } from '../promotion-form-values';

export const adminPromotions = adminCollection({
  path: '/api/admin/promotions',
  listSchema: PromotionListSchema,
  itemSchema: SavedPromotionSchema,
  jsonBodyOf: promotionBodyOf,
  visitorKeys: [['/api/promotions'], ['/api/promotions/random']],
});

export const useAdminPromotions = adminPromotions.useList;
