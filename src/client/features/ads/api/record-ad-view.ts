// POST /api/ads/{id}/view: counts one display of an ad; a failure is only logged (PRODUCT 17).
import { useMutation } from '@tanstack/react-query';
import type { PublicAd, ViewAnswer } from '../../../../contract/ads';
import { apiFetchAs } from '../../../lib/api-client';

/** The ad as its answer showed it: the view counts only with that answer's token (DECISIONS 32). */
type ShownAd = Pick<PublicAd, 'id' | 'viewToken'>;

function recordAdView({ id, viewToken }: ShownAd) {
  // Sent as the home page's ad comes into view; the server checks its answer (ViewAnswerSchema).
  return apiFetchAs<ViewAnswer>(`/api/ads/${encodeURIComponent(id)}/view`, {
    method: 'POST',
    body: { viewToken },
  });
}

export function useRecordAdView() {
  return useMutation({
    mutationFn: recordAdView,
    // The token counts once anyway; a lost view is only a slightly low count.
    retry: false,
    onError: (error, ad) => console.info(`[ads] view of ${ad.id} not recorded: ${error.message}`),
  });
}
