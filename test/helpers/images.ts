// Real image files for the ad tests, made with sharp (a devDependency), and multipart bodies to send them.
import sharp from 'sharp';

const picture = (channels: 3 | 4) =>
  sharp({
    create: {
      width: 32,
      height: 18,
      channels,
      background: channels === 4 ? { r: 255, g: 170, b: 60, alpha: 0.5 } : '#ffaa3c',
    },
  });

/** A simple-format lossy WebP (one `VP8 ` chunk). */
export const lossyWebp = () => picture(3).webp({ quality: 80 }).toBuffer();
/** A simple-format lossless WebP (one `VP8L` chunk). */
export const losslessWebp = () => picture(3).webp({ lossless: true }).toBuffer();
/** An extended WebP (`VP8X`, then `ALPH` and `VP8 `), as transparency makes it. */
export const extendedWebp = () => picture(4).webp({ quality: 80 }).toBuffer();
export const pngBytes = () => picture(3).png().toBuffer();

/** A valid WebP of exactly `size` bytes (even, as RIFF needs): a real image plus an unknown chunk. */
export async function webpOfSize(size: number): Promise<Buffer> {
  const image = await losslessWebp();
  const chunks = image.subarray(12);
  const padding = size - 12 - chunks.length - 8;
  if (padding < 0 || padding % 2 !== 0) throw new Error(`cannot make a WebP of ${size} bytes`);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(size - 8, 4);
  header.write('WEBP', 8, 'latin1');
  const padHeader = Buffer.alloc(8);
  padHeader.write('PADD', 0, 'latin1');
  padHeader.writeUInt32LE(padding, 4);
  return Buffer.concat([header, chunks, padHeader, Buffer.alloc(padding, 7)]);
}

export interface UploadFile {
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: UploadFile,
  fileField = 'image',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/webp' });
    form.append(fileField, blob, file.filename ?? 'ad.webp');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
