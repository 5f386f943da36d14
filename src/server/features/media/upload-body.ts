// Reading the admin upload forms, and refusing an upload that is too large so that every client
// can read the 413 (SECURITY U3, U4, U8).
//
// A browser's fetch sends the whole body without waiting for an answer. If the server answers and
// closes the socket while body bytes are still arriving, the kernel resets the connection and the
// browser drops the answer with it. So a refused body is still read, thrown away, up to a bound:
// a body within it ends normally and the client reads the 413; past it (or past the time bound)
// the socket is closed, long after the answer went out.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The form's file, once uploadForm has read the body; null without one. */
    upload: UploadedFile | null;
  }
}

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/** How much of a refused body is read and thrown away before the connection is cut. */
export const REFUSED_BODY_DISCARD_BYTES = 8 * 1024 * 1024;
/** How long a refused body may keep its connection open. */
const REFUSED_BODY_DISCARD_MS = 5_000;

/** Marks a request whose body is being thrown away, so a second refusal leaves it be. */
const DISCARDING = Symbol('discarding the body');
type MarkedRequest = FastifyRequest['raw'] & { [DISCARDING]?: true };

/**
 * Stops whatever was reading the request body (the multipart parser) and throws the rest of it
 * away, up to the bounds; call it before sending the refusal.
 */
function discardRestOfBody(request: FastifyRequest): void {
  const raw: MarkedRequest = request.raw;
  if (raw.complete || raw.destroyed || raw[DISCARDING]) return;
  raw[DISCARDING] = true;
  raw.unpipe();
  raw.removeAllListeners('data');
  let discarded = 0;
  // Destroying an unfinished request destroys its socket (and works on injected requests too).
  const cut = () => {
    clearTimeout(timer);
    raw.destroy();
  };
  const timer = setTimeout(cut, REFUSED_BODY_DISCARD_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > REFUSED_BODY_DISCARD_BYTES) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/**
 * An onRequest hook answering 413 with `message` (and `fieldErrors` when given) when the declared
 * Content-Length passes `maxBytes`: nothing of the body is parsed.
 */
export function refuseDeclaredOversize(
  maxBytes: number,
  body: { message: string; fieldErrors?: Record<string, string[]> },
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (!(declared > maxBytes)) return;
    discardRestOfBody(request);
    return reply.code(413).send(body);
  };
}

/**
 * Reads a file part into memory up to the parser's size limit. The parser stops passing bytes at
 * the limit but keeps the part open until its end, so waiting for the end would read a huge body
 * whole: the limit itself ends the read, with `tooLarge()` as the error.
 */
async function readFilePart(file: MultipartFile['file'], tooLarge: () => Error): Promise<Buffer> {
  if (file.truncated) throw tooLarge();
  const onLimit = () => file.destroy(tooLarge());
  file.once('limit', onLimit);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer);
  } finally {
    file.off('limit', onLimit);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Lets `scope` read multipart bodies, within limits that bound the memory one upload can take.
 * Only the admin scope calls it; everywhere else a multipart body is refused unread (SECURITY C6).
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  scope.decorateRequest('upload', null);
}

export interface UploadFormOptions {
  /** The name of the form's file input; a file under another name is read and ignored. */
  fileField: string;
  /** The file's own limit, when it is below the scope's. */
  maxFileBytes?: number;
  /** The refusal of a file past its limit. */
  fileTooLarge: () => HttpError;
  /** The refusal of a second file; 413 with the generic text by default. */
  oneFileOnly?: () => HttpError;
  /** The refusal of too many fields or parts; 413 with the generic text by default. */
  tooManyFields?: () => HttpError;
  /** The refusal of a form without the file, before its fields are checked. */
  fileRequired?: () => HttpError;
  /** A JSON body is taken as well, for the schema to check as it is. */
  orJson?: boolean;
  /** What the route's body schema checks, made from the form's text fields (by default those). */
  fields?: (fields: Record<string, string>) => unknown;
}

/** The answer to a failed read: ours as thrown, the parser's limits by the route's texts. */
function refusalOf(request: FastifyRequest, error: unknown, options: UploadFormOptions): HttpError {
  if (error instanceof HttpError) return error;
  const tooLarge = () => new HttpError(413, MESSAGES.payloadTooLarge);
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return options.fileTooLarge();
    case 'FST_FILES_LIMIT':
      return (options.oneFileOnly ?? tooLarge)();
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return (options.tooManyFields ?? tooLarge)();
  }
  // Anything else here is a malformed or cut-off body, never a fault of ours.
  request.log.info({ err: error }, 'malformed multipart body');
  return new HttpError(400, MESSAGES.invalidRequest);
}

async function readForm(request: FastifyRequest, options: UploadFormOptions) {
  const fields = new Map<string, string>();
  let file: UploadedFile | null = null;
  const limits = options.maxFileBytes ? { limits: { fileSize: options.maxFileBytes } } : {};
  for await (const part of request.parts(limits)) {
    if (part.type === 'file') {
      const bytes = await readFilePart(part.file, options.fileTooLarge);
      if (part.fieldname === options.fileField && bytes.length > 0) {
        file = { bytes, fileName: part.filename };
      }
      continue;
    }
    if (part.fieldnameTruncated || part.valueTruncated) {
      throw new HttpError(413, MESSAGES.payloadTooLarge);
    }
    if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
      fields.set(part.fieldname, part.value);
    }
  }
  return { fields: Object.fromEntries(fields), file };
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The preValidation hook of an upload route: reads the multipart form into memory (bounded by
 * the limits), puts its text fields in request.body for the route's schema and its file in
 * request.upload. A refused body is thrown away within a bound, so the client, which may still
 * be sending, gets to read the answer.
 */
export function uploadForm(options: UploadFormOptions) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) {
      if (!options.orJson) throw new HttpError(415, MESSAGES.unsupportedMediaType);
      if (!isPlainObject(request.body)) throw new HttpError(400, MESSAGES.invalidRequest);
      return;
    }
    let form: Awaited<ReturnType<typeof readForm>>;
    try {
      form = await readForm(request, options);
    } catch (error) {
      discardRestOfBody(request);
      throw refusalOf(request, error, options);
    }
    if (!form.file && options.fileRequired) throw options.fileRequired();
    request.upload = form.file;
    request.body = options.fields ? options.fields(form.fields) : form.fields;
  };
}

/** The file of a route whose uploadForm has fileRequired. */
export function requiredUpload(request: FastifyRequest): UploadedFile {
  if (!request.upload) throw new Error('uploadForm with fileRequired must read this route');
  return request.upload;
}
