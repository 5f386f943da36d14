// POST /api/ads/{id}/view: counts one display of an ad; a failure is only logged (PRODUCT 17).
import { useMutation } from '@tanstack/react-query';
import type { ViewAnswer } from '../../../../contract/ads';
import { apiFetchAs } from '../../../lib/api-client';

export function recordAdView(id: string) {
  // No body at all: an empty JSON body is a 400 on the server.
  // Sent as the home page's ad comes into view; the server checks its answer (ViewAnswerSchema).
  return apiFetchAs<ViewAnswer>(`/api/ads/${encodeURIComponent(id)}/view`, { method: 'POST' });
}

export function useRecordAdView() {
  return useMutation({
    mutationFn: recordAdView,
    // A view sent twice would count twice; a lost one is only a slightly low count.
    retry: false,
    onError: (error, id) => console.info(`[ads] view of ${id} not recorded: ${error.message}`),
  });
}
