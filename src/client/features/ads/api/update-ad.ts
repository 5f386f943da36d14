// PUT /api/admin/ads/{id}: JSON (PRODUCT 25), or multipart when a new image comes along.
import { SavedAdSchema, type AdBody } from '../../../../contract/ads';
import { campaignFeedback } from '../../../components/campaigns/campaign-feedback';
import { apiFetch } from '../../../lib/api-client';
import { adFormData, adJsonBody } from '../ad-form-values';
import { adminAds } from './get-admin-ads';

export interface UpdateAdInput {
  id: string;
  body: AdBody;
  /** A replacement image; null keeps the current one. */
  image?: File | null;
}

function updateAd({ id, body, image }: UpdateAdInput) {
  return apiFetch(adminAds.itemPath(id), {
    method: 'PUT',
    body: image ? adFormData(body, image) : adJsonBody(body),
    schema: SavedAdSchema,
  });
}

export const useUpdateAd = () => adminAds.useChange(updateAd, campaignFeedback('ad').updated);
