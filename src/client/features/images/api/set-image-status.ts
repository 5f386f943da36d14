// PATCH /api/admin/inspirational-images/{id}/status: pauses or activates an image.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InspirationalImageSchema } from '../../../../contract/images';
import { track } from '../../../lib/analytics';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAdminImages, replaceCachedImage } from './get-admin-images';

export function setImageStatus({ id, isActive }: { id: number; isActive: boolean }) {
  return apiFetch(`/api/admin/inspirational-images/${id}/status`, {
    method: 'PATCH',
    body: { isActive },
    schema: InspirationalImageSchema,
  });
}

export function useSetImageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setImageStatus,
    onSuccess: (image) => {
      track('admin_image_status', { imageId: image.id, isActive: image.isActive });
      replaceCachedImage(queryClient, image);
      return invalidateAdminImages(queryClient);
    },
  });
}
