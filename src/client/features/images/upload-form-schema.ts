// The upload form's checks (PRODUCT 24, image upload), made before a byte is sent.
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../contract/constants';
import {
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  UploadImageFieldsSchema,
} from '../../../contract/images';

/** The parts of a File the checks read. */
export interface PickedFile {
  type: string;
  size: number;
}

/**
 * Why a picked file cannot be uploaded, or null when it can. A file whose type the browser does
 * not know (empty type) is left to the server, which checks the bytes themselves.
 */
export function uploadFileProblem(file: PickedFile | null | undefined): string | null {
  if (!file) return IMAGE_MESSAGES.fileRequired;
  if (file.type !== '' && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return IMAGE_MESSAGES.fileType;
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_MESSAGES.fileTooLarge;
  return null;
}

/** `image` holds the input's FileList (or null); the owner fields follow the server's schema. */
export const ImageUploadFormSchema = z
  .object({
    image: z.custom<ArrayLike<File> | null>().superRefine((files, ctx) => {
      const problem = uploadFileProblem(files?.[0]);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    ownerName: z.string(),
    ownerEmail: z.string(),
  })
  .superRefine((values, ctx) => {
    const owner = UploadImageFieldsSchema.safeParse({
      ownerName: values.ownerName,
      ownerEmail: values.ownerEmail,
    });
    if (owner.success) return;
    for (const issue of owner.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
