// POST /api/admin/ads: a new ad as the multipart form of PRODUCT 25 (fields as strings, plus the image).
import { SavedAdSchema, type AdBody } from '../../../../contract/ads';
import { campaignFeedback } from '../../../components/campaigns/campaign-feedback';
import { apiFetch } from '../../../lib/api-client';
import { adFormData } from '../ad-form-values';
import { adminAds } from './get-admin-ads';

function createAd({ body, image }: { body: AdBody; image: File }) {
  return apiFetch('/api/admin/ads', {
    method: 'POST',
    body: adFormData(body, image),
    schema: SavedAdSchema,
  });
}

export const useCreateAd = () => adminAds.useChange(createAd, campaignFeedback('ad').created);
