// POST /api/admin/ads: a new ad as the multipart form of PRODUCT 25 (fields as strings, plus the image).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedAdSchema, type AdBody } from '../../../../contract/ads';
import { apiFetch } from '../../../lib/api-client';
import { adFormData } from '../ad-form-values';
import { invalidateAds } from './get-admin-ads';

export function createAd({ body, image }: { body: AdBody; image: File }) {
  return apiFetch('/api/admin/ads', {
    method: 'POST',
    body: adFormData(body, image),
    schema: SavedAdSchema,
  });
}

export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAd,
    onSuccess: () => invalidateAds(queryClient),
  });
}
