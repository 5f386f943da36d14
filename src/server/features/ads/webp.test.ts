import { describe, expect, it } from 'vitest';
import { extendedWebp, losslessWebp, lossyWebp, pngBytes, webpOfSize } from './test-images';
import { isWebp } from './webp';

const riff = (form: string, chunks: Buffer[], size?: number) => {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(size ?? body.length + 4, 4);
  header.write(form, 8, 'latin1');
  return Buffer.concat([header, body]);
};

const chunk = (kind: string, payload: Buffer, pad = true) => {
  const header = Buffer.alloc(8);
  header.write(kind, 0, 'latin1');
  header.writeUInt32LE(payload.length, 4);
  return Buffer.concat([header, payload, Buffer.alloc(pad ? payload.length % 2 : 0)]);
};

describe('isWebp', () => {
  it('accepts real lossy, lossless and extended files, and a padded one', async () => {
    expect(isWebp(await lossyWebp())).toBe(true);
    expect(isWebp(await losslessWebp())).toBe(true);
    expect(isWebp(await extendedWebp())).toBe(true);
    expect(isWebp(await webpOfSize(4096))).toBe(true);
  });

  it('refuses other formats and truncated headers', async () => {
    expect(isWebp(await pngBytes())).toBe(false);
    expect(isWebp(Buffer.from('GIF89a'))).toBe(false);
    expect(isWebp(Buffer.alloc(0))).toBe(false);
    expect(isWebp((await lossyWebp()).subarray(0, 11))).toBe(false);
    expect(isWebp((await lossyWebp()).subarray(0, 20))).toBe(false);
  });

  it('refuses a RIFF size that disagrees with the length, either way', async () => {
    const real = await lossyWebp();
    for (const delta of [-2, 2, 1000]) {
      const bytes = Buffer.from(real);
      bytes.writeUInt32LE(real.length - 8 + delta, 4);
      expect(isWebp(bytes)).toBe(false);
    }
    expect(isWebp(Buffer.concat([real, Buffer.alloc(2)]))).toBe(false);
  });

  it('refuses another RIFF form such as WEBX or WAVE', async () => {
    const real = await lossyWebp();
    for (const form of ['WEBX', 'WAVE']) {
      const bytes = Buffer.from(real);
      bytes.write(form, 8, 'latin1');
      expect(isWebp(bytes)).toBe(false);
    }
  });

  it('refuses a WEBP without a VP8, VP8L or VP8X chunk first, or without any image data', async () => {
    const image = (await lossyWebp()).subarray(12);
    expect(isWebp(riff('WEBP', [chunk('EXIF', Buffer.alloc(16, 1))]))).toBe(false);
    expect(isWebp(riff('WEBP', [chunk('EXIF', Buffer.alloc(16, 1)), image]))).toBe(false);
    expect(isWebp(riff('WEBP', [chunk('VP8X', Buffer.alloc(10))]))).toBe(false);
    expect(isWebp(riff('WEBP', [chunk('VP8X', Buffer.alloc(9))]))).toBe(false);
    expect(isWebp(riff('WEBP', [image, image]))).toBe(false);
  });

  it('refuses chunks that overrun the file and image chunks with a bad bitstream start', async () => {
    const overrun = riff('WEBP', [chunk('VP8L', Buffer.alloc(4)).subarray(0, 8), Buffer.alloc(2)]);
    overrun.writeUInt32LE(64, 16);
    expect(isWebp(overrun)).toBe(false);
    expect(isWebp(riff('WEBP', [chunk('VP8 ', Buffer.alloc(12))]))).toBe(false);
    expect(isWebp(riff('WEBP', [chunk('VP8L', Buffer.from([0x2e, 0, 0, 0, 0, 0]))]))).toBe(false);
    expect(isWebp(riff('WEBP', [chunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0xe0, 0]))]))).toBe(
      false,
    );
    expect(isWebp(riff('WEBP', [chunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10]), false)]))).toBe(
      false,
    );
  });
});
