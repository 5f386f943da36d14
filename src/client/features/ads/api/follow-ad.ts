// GET /r/ad/{id}?t=…: the server's counted redirect to the advertiser, opened in a new tab
// (PRODUCT 17).
import type { PublicAd } from '../../../../contract/ads';
import { paths } from '../../../config/paths';

/** The link of a shown ad, with its answer's view token so that the click counts (DECISIONS 32). */
export const adLink = (ad: Pick<PublicAd, 'id' | 'viewToken'>) =>
  `${paths.adRedirect(ad.id)}?${new URLSearchParams({ t: ad.viewToken }).toString()}`;
