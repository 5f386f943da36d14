// Refusing an upload that is too large so that every client can read the 413 (SECURITY U3, U8).
//
// A browser's fetch sends the whole body without waiting for an answer. If the server answers and
// closes the socket while body bytes are still arriving, the kernel resets the connection and the
// browser drops the answer with it. So a refused body is still read, thrown away, up to a bound:
// a body within it ends normally and the client reads the 413; past it (or past the time bound)
// the socket is closed, long after the answer went out.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused body is read and thrown away before the connection is cut. */
export const REFUSED_BODY_DISCARD_BYTES = 8 * 1024 * 1024;
/** How long a refused body may keep its connection open. */
const REFUSED_BODY_DISCARD_MS = 5_000;

const discarding = new WeakSet<FastifyRequest['raw']>();

/**
 * Stops whatever was reading the request body (the multipart parser) and throws the rest of it
 * away, up to the bounds; call it before sending the refusal.
 */
export function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || discarding.has(raw)) return;
  discarding.add(raw);
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
export async function readFilePart(
  file: MultipartFile['file'],
  tooLarge: () => Error,
): Promise<Buffer> {
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
