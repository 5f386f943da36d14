// DELETE /api/admin/promotions/{id}: removes a promotion.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidatePromotions } from './get-admin-promotions';

export function deletePromotion(id: string) {
  return apiFetch(`/api/admin/promotions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: () => invalidatePromotions(queryClient),
  });
}
