// PUT /api/admin/promotions/{id}: replaces every field of a promotion (PRODUCT 25).
import { SavedPromotionSchema, type PromotionBody } from '../../../../contract/promotions';
import { campaignFeedback } from '../../../components/campaigns/campaign-feedback';
import { apiFetch } from '../../../lib/api-client';
import { adminPromotions } from './get-admin-promotions';

function updatePromotion({ id, body }: { id: string; body: PromotionBody }) {
  return apiFetch(adminPromotions.itemPath(id), {
    method: 'PUT',
    body,
    schema: SavedPromotionSchema,
  });
}

export const useUpdatePromotion = () =>
  adminPromotions.useChange(updatePromotion, campaignFeedback('promotion').updated);
