import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_INDEXED = 3;

/**
 * Encodes a 1-bit indexed PNG: two palette entries, eight pixels per byte. Rows come already
 * packed, each starting with its filter byte (0, none). A 500 px code is ~32 KB raw instead of
 * 1 MB of RGBA, which is why this is fast.
 */
export function encodeTwoColourPng(
  width: number,
  height: number,
  rows: Uint8Array,
  palette: readonly [string, string],
  { transparentBackground = false }: { transparentBackground?: boolean } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = COLOUR_TYPE_INDEXED;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.map((hex) => hex.slice(1)).join(''), 'hex')),
    // tRNS: the first palette entry (the background) fully transparent.
    ...(transparentBackground ? [chunk('tRNS', Buffer.from([0]))] : []),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
