// POST /api/admin/promotions: a new promotion (PRODUCT 25).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedPromotionSchema, type PromotionBody } from '../../../../contract/promotions';
import { apiFetch } from '../../../lib/api-client';
import { invalidatePromotions } from './get-admin-promotions';

export function createPromotion(body: PromotionBody) {
  return apiFetch('/api/admin/promotions', { method: 'POST', body, schema: SavedPromotionSchema });
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: () => invalidatePromotions(queryClient),
  });
}
