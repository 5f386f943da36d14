// Admin API for inspirational images (PRODUCT 19): list, add by URL, upload,
// pause/activate, delete.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../contract/constants';
import { ErrorBodySchema } from '../../../contract/http';
import {
  AddImageBodySchema,
  DeletedImageSchema,
  IMAGE_MESSAGES,
  ImageIdParamsSchema,
  InspirationalImageListSchema,
  InspirationalImageSchema,
  SetImageStatusBodySchema,
  UploadImageFieldsSchema,
} from '../../../contract/images';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth-guards';
import { recordAdminAction } from '../audit/audit.service';
import { ImageRefused, prepareUploadedImage } from '../media/image-decoding';
import { refuseDeclaredOversize, requiredUpload, uploadForm } from '../media/upload-body';
import {
  createImageFromUrl,
  createUploadedImage,
  deleteImage,
  findImages,
  setImageActive,
} from './images.service';

/** The file may be 5 MB; the form's text fields and part headers need some room on top. */
const UPLOAD_REQUEST_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES + 1024 * 1024;

/** Mounted at /api/admin/inspirational-images inside the scope whose onRequest is requireAdmin. */
export const imagesAdminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { activeImages, sharp } = fastify;

    app.get('/', { schema: { response: { 200: InspirationalImageListSchema } } }, async () =>
      findImages(ctx),
    );

    app.post(
      '/',
      { schema: { body: AddImageBodySchema, response: { 201: InspirationalImageSchema } } },
      async (request, reply) => {
        const image = await createImageFromUrl(ctx, activeImages, {
          ...request.body,
          uploadedById: currentUser(request).id,
        });
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'image.create',
          targetType: 'image',
          targetId: image.id,
          summary: `Added image "${image.title}" (${image.category}) by URL`,
        });
        return reply.code(201).send(image);
      },
    );

    app.post(
      '/upload',
      {
        schema: {
          body: UploadImageFieldsSchema,
          response: {
            201: InspirationalImageSchema,
            400: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
          },
        },
        // A declared size past the limit is refused before a byte of the body is parsed.
        onRequest: refuseDeclaredOversize(UPLOAD_REQUEST_MAX_BYTES, {
          message: IMAGE_MESSAGES.fileTooLarge,
        }),
        preValidation: uploadForm({
          fileField: 'image',
          fileTooLarge: () => new HttpError(413, IMAGE_MESSAGES.fileTooLarge),
          oneFileOnly: () => new HttpError(413, IMAGE_MESSAGES.oneFileOnly),
          tooManyFields: () => new HttpError(413, IMAGE_MESSAGES.tooManyFields),
          fileRequired: () => new HttpError(400, IMAGE_MESSAGES.fileRequired),
        }),
      },
      async (request, reply) => {
        const file = requiredUpload(request);
        const prepared = await prepareUploadedImage(sharp, file.bytes).catch((error: unknown) => {
          if (!(error instanceof ImageRefused)) throw error;
          throw error.reason === 'tooManyPixels'
            ? new HttpError(413, IMAGE_MESSAGES.tooManyPixels)
            : new HttpError(415, IMAGE_MESSAGES.fileType);
        });
        const image = await createUploadedImage(ctx, activeImages, {
          image: prepared,
          fileName: file.fileName,
          ownerName: request.body.ownerName ?? null,
          ownerEmail: request.body.ownerEmail ?? null,
          uploadedById: currentUser(request).id,
        });
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'image.upload',
          targetType: 'image',
          targetId: image.id,
          summary: `Uploaded image "${image.title}" (${image.category})`,
        });
        return reply.code(201).send(image);
      },
    );

    app.patch(
      '/:id/status',
      {
        schema: {
          params: ImageIdParamsSchema,
          body: SetImageStatusBodySchema,
          response: { 200: InspirationalImageSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const image = await setImageActive(ctx, activeImages, id, request.body.isActive);
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'image.status',
          targetType: 'image',
          targetId: image.id,
          summary: `${image.isActive ? 'Activated' : 'Paused'} image "${image.title}"`,
        });
        return image;
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          params: ImageIdParamsSchema,
          response: { 200: DeletedImageSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => {
        const deleted = await deleteImage(ctx, activeImages, request.params.id);
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'image.delete',
          targetType: 'image',
          targetId: deleted.id,
          summary: `Deleted image #${deleted.id} (used ${deleted.timesUsed} times)`,
        });
        return deleted;
      },
    );
  };
