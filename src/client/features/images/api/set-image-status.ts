// PATCH /api/admin/inspirational-images/{id}/status: pauses or activates an image.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InspirationalImageSchema, type InspirationalImage } from '../../../../contract/images';
import { MESSAGES } from '../../../../contract/messages';
import { track } from '../../../lib/analytics';
import { apiFetch } from '../../../lib/api-client';
import { feedback } from '../../../lib/mutation-feedback';
import { invalidateAdminImages, replaceCachedImage } from './get-admin-images';

function setImageStatus({ id, isActive }: { id: number; isActive: boolean }) {
  return apiFetch(`/api/admin/inspirational-images/${id}/status`, {
    method: 'PATCH',
    body: { isActive },
    schema: InspirationalImageSchema,
  });
}

/** `nameTheImage`: the toast also says what became of the image (/simple-admin's wording). */
export function useSetImageStatus({ nameTheImage = false }: { nameTheImage?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setImageStatus,
    onSuccess: (image) => {
      track('admin_image_status', { imageId: image.id, isActive: image.isActive });
      replaceCachedImage(queryClient, image);
      return invalidateAdminImages(queryClient);
    },
    meta: feedback<InspirationalImage>({
      success: (image) => ({
        title: MESSAGES.imageStatusUpdated,
        description: nameTheImage
          ? `“${image.title}” is ${image.isActive ? 'active' : 'paused'}.`
          : undefined,
      }),
      failure: { prefix: MESSAGES.imageStatusFailed },
    }),
  });
}
