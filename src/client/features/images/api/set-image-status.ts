// PATCH /api/admin/inspirational-images/{id}/status: pauses or activates an image.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InspirationalImageSchema, type InspirationalImage } from '../../../../contract/images';
import { messagesCatalog } from '../../../../contract/messages';
import { track } from '../../../lib/analytics';
import { apiFetch } from '../../../lib/api-client';
import { t, useMessages } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { adminImagesCatalog } from '../admin-images-messages';
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
  const m = useMessages(adminImagesCatalog);
  const messages = useMessages(messagesCatalog);
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
        title: messages.imageStatusUpdated,
        description: nameTheImage
          ? t(image.isActive ? m.imageIsActive : m.imageIsPaused, { title: image.title })
          : undefined,
      }),
      failure: { prefix: messages.imageStatusFailed },
    }),
  });
}
