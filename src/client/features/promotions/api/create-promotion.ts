// POST /api/admin/promotions: a new promotion (PRODUCT 25).
import { SavedPromotionSchema, type PromotionBody } from '../../../../contract/promotions';
import { campaignFeedback } from '../../../components/campaigns/campaign-feedback';
import { apiFetch } from '../../../lib/api-client';
import { adminPromotions } from './get-admin-promotions';

function createPromotion(body: PromotionBody) {
  return apiFetch('/api/admin/promotions', { method: 'POST', body, schema: SavedPromotionSchema });
}

export const useCreatePromotion = () =>
  adminPromotions.useChange(createPromotion, campaignFeedback('promotion').created);
