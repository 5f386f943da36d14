// POST /api/promotions/{id}/view: counts one showing of a promotion on /gift (PRODUCT 18).
import { useMutation } from '@tanstack/react-query';
import type { ViewAnswer } from '../../../../contract/ads';
import type { PublicPromotion } from '../../../../contract/promotions';
import { apiFetchAs } from '../../../lib/api-client';

/** The showing's view counts only with the token its answer carried (DECISIONS 32). */
function recordPromotionView({ id, viewToken }: Pick<PublicPromotion, 'id' | 'viewToken'>) {
  // Sent as /gift shows the promotion; the server checks its answer (ViewAnswerSchema).
  return apiFetchAs<ViewAnswer>(`/api/promotions/${encodeURIComponent(id)}/view`, {
    method: 'POST',
    body: { viewToken },
  });
}

export function useRecordPromotionView() {
  return useMutation({
    mutationFn: recordPromotionView,
    retry: false,
    onError: (error, promotion) =>
      console.info(`[promotions] view of ${promotion.id} not recorded: ${error.message}`),
  });
}
