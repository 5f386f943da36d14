// Ad images must be WebP by their bytes (SECURITY U1, U2): a RIFF container read chunk by chunk.

const RIFF_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;
const IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L']);

const fourCc = (bytes: Buffer, at: number) => bytes.toString('latin1', at, at + 4);

function hasValidBitstreamStart(kind: string, payload: Buffer): boolean {
  if (kind === 'VP8 ') {
    // A key frame: 3-byte frame tag, then the start code 9d 01 2a, then 14-bit width and height.
    if (payload.length < 10) return false;
    if (payload[3] !== 0x9d || payload[4] !== 0x01 || payload[5] !== 0x2a) return false;
    return (payload.readUInt16LE(6) & 0x3fff) > 0 && (payload.readUInt16LE(8) & 0x3fff) > 0;
  }
  // VP8L: the signature byte 0x2f, then 14-bit width-1, 14-bit height-1, alpha bit, 3-bit version 0.
  if (payload.length < 5 || payload[0] !== 0x2f) return false;
  return payload[4]! >> 5 === 0;
}

/**
 * True when the bytes are one well-formed WebP file: the RIFF size matches the length, every chunk
 * fits, and an image bitstream (VP8, VP8L, or animation frames after a VP8X header) is present.
 */
export function isWebp(bytes: Buffer): boolean {
  if (bytes.length < RIFF_HEADER_BYTES + CHUNK_HEADER_BYTES) return false;
  if (fourCc(bytes, 0) !== 'RIFF' || fourCc(bytes, 8) !== 'WEBP') return false;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return false;

  let offset = RIFF_HEADER_BYTES;
  let first = true;
  let extended = false;
  let hasImage = false;
  let hasAnimationFrame = false;
  while (offset < bytes.length) {
    if (offset + CHUNK_HEADER_BYTES > bytes.length) return false;
    const kind = fourCc(bytes, offset);
    const size = bytes.readUInt32LE(offset + 4);
    const start = offset + CHUNK_HEADER_BYTES;
    const end = start + size;
    if (end > bytes.length) return false;
    const payload = bytes.subarray(start, end);

    if (first) {
      if (kind === 'VP8X') {
        if (size !== 10) return false;
        extended = true;
      } else if (!IMAGE_CHUNKS.has(kind)) {
        return false;
      }
      first = false;
    }
    if (IMAGE_CHUNKS.has(kind)) {
      if (hasImage || !hasValidBitstreamStart(kind, payload)) return false;
      hasImage = true;
    }
    if (kind === 'ANMF') hasAnimationFrame = true;
    // Chunks are padded to an even length, and the pad byte counts in the RIFF size.
    offset = end + (size % 2);
    if (offset > bytes.length) return false;
  }
  if (!extended) return hasImage;
  return hasImage || hasAnimationFrame;
}
