// POST /api/admin/inspirational-images/upload: the multipart upload of PRODUCT 25 (image, owner, uploadedAt).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InspirationalImageSchema, type InspirationalImage } from '../../../../contract/images';
import { messagesCatalog } from '../../../../contract/messages';
import { track } from '../../../lib/analytics';
import { apiFetch } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { invalidateAdminImages } from './get-admin-images';

export interface UploadImageInput {
  image: File;
  ownerName?: string;
  ownerEmail?: string;
}

export function uploadImageFormData({ image, ownerName, ownerEmail }: UploadImageInput): FormData {
  const form = new FormData();
  // Text fields first: the server reads the parts in order and the file is the large one.
  if (ownerName) form.append('ownerName', ownerName);
  if (ownerEmail) form.append('ownerEmail', ownerEmail);
  form.append('uploadedAt', new Date().toISOString());
  form.append('image', image, image.name);
  return form;
}

function uploadImage(input: UploadImageInput) {
  return apiFetch('/api/admin/inspirational-images/upload', {
    method: 'POST',
    body: uploadImageFormData(input),
    schema: InspirationalImageSchema,
  });
}

export function useUploadImage() {
  const messages = useMessages(messagesCatalog);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: (image) => {
      track('admin_image_upload', { imageId: image.id });
      return invalidateAdminImages(queryClient);
    },
    meta: feedback<InspirationalImage>({
      success: (image) => ({ title: messages.imageUploaded, description: image.title }),
      failure: { prefix: messages.imageUploadFailed },
    }),
  });
}
