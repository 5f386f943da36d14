// PUT /api/admin/promotions/{id}: replaces a promotion's fields; the active switch sends them all too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PromotionSchema, type PromotionBody } from '../../../../contract/promotions';
import { apiFetch } from '../../../lib/api-client';
import { adminPromotionsQueryOptions, invalidatePromotions } from './get-admin-promotions';

export function updatePromotion({ id, body }: { id: string; body: PromotionBody }) {
  return apiFetch(`/api/admin/promotions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: PromotionSchema,
  });
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: (updated) => {
      // The list shows the new status before its refetch lands.
      queryClient.setQueryData(adminPromotionsQueryOptions().queryKey, (list) =>
        list?.map((promotion) => (promotion.id === updated.id ? updated : promotion)),
      );
      return invalidatePromotions(queryClient);
    },
  });
}
