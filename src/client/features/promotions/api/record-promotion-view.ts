// POST /api/promotions/{id}/view: counts one showing of a promotion on /gift (PRODUCT 18).
import { useMutation } from '@tanstack/react-query';
import { ViewAnswerSchema } from '../../../../contract/ads';
import { apiFetch } from '../../../lib/api-client';

export function recordPromotionView(id: string) {
  // No body at all: an empty JSON body is a 400 on the server.
  return apiFetch(`/api/promotions/${encodeURIComponent(id)}/view`, {
    method: 'POST',
    schema: ViewAnswerSchema,
  });
}

export function useRecordPromotionView() {
  return useMutation({
    mutationFn: recordPromotionView,
    retry: false,
    onError: (error, id) =>
      console.info(`[promotions] view of ${id} not recorded: ${error.message}`),
  });
}
