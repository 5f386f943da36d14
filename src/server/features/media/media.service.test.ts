import { describe, expect, it } from 'vitest';
import { AVIF_HEAD, GIF_1X1, JPEG_HEAD, PNG_1X1, WEBP_1X1 } from '../../../../test/helpers/uploads';
import { sniffImageType } from './media.service';

describe('sniffImageType', () => {
  it.each([
    ['image/jpeg', JPEG_HEAD],
    ['image/png', PNG_1X1],
    ['image/gif', GIF_1X1],
    ['image/webp', WEBP_1X1],
    ['image/avif', AVIF_HEAD],
  ])('recognises %s by its bytes', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it('recognises AVIF named only among the compatible brands', () => {
    const bytes = Buffer.concat([
      Buffer.from([0x00, 0x00, 0x00, 0x18]),
      Buffer.from('ftypmif1', 'latin1'),
      Buffer.from([0x00, 0x00, 0x00, 0x00]),
      Buffer.from('miafavif', 'latin1'),
    ]);
    expect(sniffImageType(bytes)).toBe('image/avif');
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', PNG_1X1.subarray(0, 5)],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an HEIC file', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
