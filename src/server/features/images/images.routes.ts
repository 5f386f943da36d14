// Admin API for inspirational images (PRODUCT 19): list, add by URL, upload,
// pause/activate, delete.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import { MESSAGES } from '../../../contract/messages';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth-guards';
import { recordAdminAction } from '../audit/audit.service';
import { ImageRefused, prepareUploadedImage } from '../media/image-decoding';
import { discardRestOfBody, readFilePart, refuseDeclaredOversize } from '../media/upload-body';
import {
  createImageFromUrl,
  createUploadedImage,
  deleteImage,
  findImages,
  setImageActive,
} from './images.service';

/** The file may be 5 MB; the form's text fields and part headers need some room on top. */
const UPLOAD_REQUEST_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES + 1024 * 1024;

const MULTIPART_ERRORS: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: IMAGE_MESSAGES.fileTooLarge },
  FST_FILES_LIMIT: { status: 413, message: IMAGE_MESSAGES.oneFileOnly },
  FST_FIELDS_LIMIT: { status: 413, message: IMAGE_MESSAGES.tooManyFields },
  FST_PARTS_LIMIT: { status: 413, message: IMAGE_MESSAGES.tooManyFields },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
};

interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

// A refused upload may leave most of its body unread: the rest is thrown away (within a bound)
// so the client, which may still be sending, gets to read the answer.
function refuse(request: FastifyRequest, error: HttpError): HttpError {
  discardRestOfBody(request);
  return error;
}

function toUploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  if (known) return new HttpError(known.status, known.message);
  // Anything else here is a malformed or cut-off body, never a fault of ours.
  return new HttpError(400, MESSAGES.invalidRequest);
}

/** Reads the multipart form: the `image` file into memory (bounded by the limits) and the text fields. */
async function readUploadForm(
  request: FastifyRequest,
): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // A file under another name is read (within the same bound) and ignored.
      const bytes = await readFilePart(
        part.file,
        () => new HttpError(413, IMAGE_MESSAGES.fileTooLarge),
      );
      if (part.fieldname === 'image' && bytes.length > 0) {
        file = { bytes, fileName: part.filename };
      }
      continue;
    }
    if (part.fieldnameTruncated || part.valueTruncated) {
      throw new HttpError(413, MESSAGES.payloadTooLarge);
    }
    if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
      fields[part.fieldname] = part.value;
    }
  }
  return { file, fields };
}

/** Mounted at /api/admin/inspirational-images inside the scope whose onRequest is requireAdmin. */
export const imagesAdminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/', { schema: { response: { 200: InspirationalImageListSchema } } }, async () =>
      findImages(ctx),
    );

    app.post(
      '/',
      { schema: { body: AddImageBodySchema, response: { 201: InspirationalImageSchema } } },
      async (request, reply) => {
        const image = await createImageFromUrl(ctx, {
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
      },
      async (request, reply) => {
        let form: Awaited<ReturnType<typeof readUploadForm>>;
        try {
          form = await readUploadForm(request);
        } catch (error) {
          throw refuse(request, toUploadError(error));
        }
        if (!form.file) throw new HttpError(400, IMAGE_MESSAGES.fileRequired);
        const fields = UploadImageFieldsSchema.safeParse(form.fields);
        if (!fields.success) {
          const fieldErrors: Record<string, string[]> = {};
          for (const issue of fields.error.issues) {
            (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
          }
          const first = fields.error.issues[0]?.message ?? MESSAGES.invalidRequest;
          throw new HttpError(400, first, {}, fieldErrors);
        }
        const prepared = await prepareUploadedImage(form.file.bytes).catch((error: unknown) => {
          if (!(error instanceof ImageRefused)) throw error;
          throw error.reason === 'tooManyPixels'
            ? new HttpError(413, IMAGE_MESSAGES.tooManyPixels)
            : new HttpError(415, IMAGE_MESSAGES.fileType);
        });
        const image = await createUploadedImage(ctx, {
          image: prepared,
          fileName: form.file.fileName,
          ownerName: fields.data.ownerName ?? null,
          ownerEmail: fields.data.ownerEmail ?? null,
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
        const image = await setImageActive(ctx, request.params.id, request.body.isActive);
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
        const deleted = await deleteImage(ctx, request.params.id);
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
