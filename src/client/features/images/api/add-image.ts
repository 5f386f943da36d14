// POST /api/admin/inspirational-images: adds an image that lives at a URL elsewhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InspirationalImageSchema,
  type AddImageBody,
  type InspirationalImage,
} from '../../../../contract/images';
import { messagesCatalog } from '../../../../contract/messages';
import { track } from '../../../lib/analytics';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { invalidateAdminImages } from './get-admin-images';

function addImage(body: AddImageBody) {
  return apiFetch('/api/admin/inspirational-images', {
    method: 'POST',
    body,
    schema: InspirationalImageSchema,
  });
}

export function useAddImage() {
  const messages = useMessages(messagesCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addImage,
    onSuccess: (image) => {
      track('admin_image_add', { imageId: image.id });
      return invalidateAdminImages(queryClient);
    },
    meta: feedback<InspirationalImage>({
      success: (image) => ({ title: messages.imageAdded, description: image.title }),
      failure: { prefix: messages.imageAddFailed },
    }),
  });
}
