// GET /r/promotion/{id}?t=…: Get My Boost, the server's counted redirect to the offer, opened in
// a new tab (PRODUCT 7).
import type { PublicPromotion } from '../../../../contract/promotions';
import { paths } from '../../../config/paths';

/** The link of a shown promotion, with its answer's view token so the claim counts (DECISIONS 32). */
export const promotionLink = (promotion: Pick<PublicPromotion, 'id' | 'viewToken'>) =>
  `${paths.promotionRedirect(promotion.id)}?${new URLSearchParams({ t: promotion.viewToken }).toString()}`;
