// DELETE /api/admin/inspirational-images/{id}: removes an image (and its uploaded bytes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedImageSchema } from '../../../../contract/images';
import { messagesCatalog } from '../../../../contract/messages';
import { track } from '../../../lib/analytics';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { adminImagesQueryOptions, invalidateAdminImages } from './get-admin-images';

function deleteImage(id: number) {
  return apiFetch(`/api/admin/inspirational-images/${id}`, {
    method: 'DELETE',
    schema: DeletedImageSchema,
  });
}

export function useDeleteImage() {
  const messages = useMessages(messagesCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: ({ id }) => {
      track('admin_image_delete', { imageId: id });
      queryClient.setQueryData(adminImagesQueryOptions().queryKey, (images) =>
        images?.filter((image) => image.id !== id),
      );
      return invalidateAdminImages(queryClient);
    },
    meta: {
      success: { title: messages.imageDeleted },
      failure: { prefix: messages.imageDeleteFailed },
    },
  });
}
