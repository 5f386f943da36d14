// Inspirational image schemas for the admin screens and API (PRODUCT 19, 24, 25).
import { z } from 'zod';
import { serialIdParams } from './ids';
import {
  EMAIL_MAX_LENGTH,
  IMAGE_CATEGORY_MIN_LENGTH,
  IMAGE_TITLE_MIN_LENGTH,
  IMAGE_MAX_PIXELS,
  IMAGE_UPLOAD_MAX_BYTES,
} from './constants';
import { MESSAGES } from './messages';
import { httpUrl } from './urls';

export const IMAGE_TITLE_MAX_LENGTH = 200;
const IMAGE_CATEGORY_MAX_LENGTH = 100;
const IMAGE_OWNER_NAME_MAX_LENGTH = 100;
/** The types an upload may really be (checked by their bytes on the server). */
export const IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** Uploads are stored under this category; the upload form has no category field. */
export const UPLOADED_IMAGE_CATEGORY = 'Uploaded';
/** Title of an upload whose file name gives no usable title. */
export const UPLOADED_IMAGE_DEFAULT_TITLE = 'Uploaded image';

export const IMAGE_MESSAGES = {
  urlInvalid: 'Please provide a valid image URL',
  titleTooShort: `Title must be at least ${IMAGE_TITLE_MIN_LENGTH} characters`,
  titleTooLong: `Title must be at most ${IMAGE_TITLE_MAX_LENGTH} characters`,
  categoryTooShort: `Category must be at least ${IMAGE_CATEGORY_MIN_LENGTH} characters`,
  categoryTooLong: `Category must be at most ${IMAGE_CATEGORY_MAX_LENGTH} characters`,
  fileRequired: 'Please select an image file',
  fileType: 'Only image files are allowed',
  fileTooLarge: `The image must be at most ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  tooManyPixels: `The image must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
  oneFileOnly: 'Please upload one image at a time',
  tooManyFields: 'The upload has too many fields',
  ownerNameTooLong: `Owner name must be at most ${IMAGE_OWNER_NAME_MAX_LENGTH} characters`,
  ownerEmailInvalid: MESSAGES.emailInvalidRegister,
  statusInvalid: 'isActive must be true or false',
  imageNotFound: 'Image not found',
} as const;

export const ImageIdParamsSchema = serialIdParams({ invalid: IMAGE_MESSAGES.imageNotFound });

export const InspirationalImageSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  title: z.string(),
  category: z.string(),
  uploadedById: z.number().int().nullable(),
  /** PRODUCT 23: the admin list reads uploader.username; null once the uploader is deleted. */
  uploader: z.object({ username: z.string() }).nullable(),
  uploadedAt: z.iso.datetime(),
  isActive: z.boolean(),
  timesUsed: z.number().int(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});
export type InspirationalImage = z.infer<typeof InspirationalImageSchema>;

export const InspirationalImageListSchema = z.array(InspirationalImageSchema);

export const AddImageBodySchema = z.object({
  imageUrl: httpUrl(IMAGE_MESSAGES.urlInvalid),
  title: z
    .string({ error: IMAGE_MESSAGES.titleTooShort })
    .trim()
    .min(IMAGE_TITLE_MIN_LENGTH, IMAGE_MESSAGES.titleTooShort)
    .max(IMAGE_TITLE_MAX_LENGTH, IMAGE_MESSAGES.titleTooLong),
  category: z
    .string({ error: IMAGE_MESSAGES.categoryTooShort })
    .trim()
    .min(IMAGE_CATEGORY_MIN_LENGTH, IMAGE_MESSAGES.categoryTooShort)
    .max(IMAGE_CATEGORY_MAX_LENGTH, IMAGE_MESSAGES.categoryTooLong),
});
export type AddImageBody = z.infer<typeof AddImageBodySchema>;

// Form fields arrive as strings, and an empty optional input arrives as "".
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The text fields of the multipart upload; `image` is the file part itself. */
export const UploadImageFieldsSchema = z.object({
  ownerName: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(IMAGE_OWNER_NAME_MAX_LENGTH, IMAGE_MESSAGES.ownerNameTooLong).optional(),
  ),
  ownerEmail: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: IMAGE_MESSAGES.ownerEmailInvalid })
      .trim()
      .max(EMAIL_MAX_LENGTH, IMAGE_MESSAGES.ownerEmailInvalid)
      .pipe(z.email({ error: IMAGE_MESSAGES.ownerEmailInvalid }))
      .optional(),
  ),
  /** Sent by the client (PRODUCT 25); the server's own clock dates the upload. */
  uploadedAt: z.string().optional(),
});

export const SetImageStatusBodySchema = z.object({
  isActive: z.boolean({ error: IMAGE_MESSAGES.statusInvalid }),
});

export const DeletedImageSchema = z.object({
  id: z.number().int(),
  /** How often the image was paired with a compliment before it was deleted. */
  timesUsed: z.number().int(),
});
export type DeletedImage = z.infer<typeof DeletedImageSchema>;
