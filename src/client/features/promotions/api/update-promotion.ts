// PUT /api/admin/promotions/{id}: replaces every field of a promotion (PRODUCT 25).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedPromotionSchema, type PromotionBody } from '../../../../contract/promotions';
import { apiFetch } from '../../../lib/api-client';
import { invalidatePromotions } from './get-admin-promotions';

export function updatePromotion({ id, body }: { id: string; body: PromotionBody }) {
  return apiFetch(`/api/admin/promotions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: SavedPromotionSchema,
  });
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: () => invalidatePromotions(queryClient),
  });
}
