/**
 * What users may upload for pdf, images, video and mp3 codes. The type is read from the file's
 * first bytes, never from its name or the request's Content-Type; SVG and HTML are not accepted at
 * all, so nothing uploaded can run script on our origin. (Logos travel as data URLs inside the
 * customization, checked by @liveqr/qr-render.)
 */
export const UPLOAD_KINDS = ['document', 'image', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

export const UPLOAD_LIMITS: Record<UploadKind, { maxBytes: number; accepted: string }> = {
  document: { maxBytes: 20 * MB, accepted: 'PDF' },
  image: { maxBytes: 20 * MB, accepted: 'PNG, JPG, GIF or WebP' },
  video: { maxBytes: 200 * MB, accepted: 'MP4, MOV or WebM' },
  audio: { maxBytes: 200 * MB, accepted: 'MP3, M4A, OGG or WAV' },
};

/**
 * What one account may keep and send: a storage quota (the sum of its files) and a rate, both
 * counted in PostgreSQL so every server sees the same.
 */
export const UPLOAD_ALLOWANCE = { storageBytes: 1024 * MB, uploadsPerHour: 30 } as const;

/** Enough leading bytes for every signature below. */
export const SNIFF_BYTES = 16;

type Sniffer = (head: Buffer) => string | undefined;

const ascii = (head: Buffer, start: number, text: string) =>
  head.subarray(start, start + text.length).toString('latin1') === text;

const SNIFFERS: Record<UploadKind, Sniffer> = {
  document: (head) => (ascii(head, 0, '%PDF-') ? 'application/pdf' : undefined),
  image: (head) => {
    if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
    if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
    if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
    return undefined;
  },
  video: (head) => {
    if (ascii(head, 4, 'ftyp')) return ascii(head, 8, 'qt  ') ? 'video/quicktime' : 'video/mp4';
    if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
    return undefined;
  },
  audio: (head) => {
    if (ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
    if (ascii(head, 4, 'ftyp') && (ascii(head, 8, 'M4A ') || ascii(head, 8, 'mp42') || ascii(head, 8, 'isom'))) {
      return 'audio/mp4';
    }
    if (ascii(head, 0, 'OggS')) return 'audio/ogg';
    if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'audio/wav';
    return undefined;
  },
};

/** The content type the bytes prove, or undefined when they are not an accepted file of this kind. */
export function sniffContentType(kind: UploadKind, head: Buffer): string | undefined {
  return SNIFFERS[kind](head);
}
