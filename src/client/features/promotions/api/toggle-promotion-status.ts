// The list's active switch: PUT of the whole existing promotion with isActive flipped (PRODUCT 25).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '../../../../contract/promotions';
import { promotionBodyOf } from '../promotion-form-values';
import { adminPromotionsQueryOptions, invalidatePromotions } from './get-admin-promotions';
import { updatePromotion } from './update-promotion';

export function togglePromotionStatus({
  promotion,
  isActive,
}: {
  promotion: Promotion;
  isActive: boolean;
}) {
  return updatePromotion({ id: promotion.id, body: { ...promotionBodyOf(promotion), isActive } });
}

export function useTogglePromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePromotionStatus,
    onSuccess: (updated) => {
      // The answer carries the new status; the list shows it before the refetch lands.
      queryClient.setQueryData(adminPromotionsQueryOptions().queryKey, (list) =>
        list?.map((promotion) => (promotion.id === updated.id ? updated : promotion)),
      );
      return invalidatePromotions(queryClient);
    },
  });
}
