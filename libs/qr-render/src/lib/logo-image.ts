import { MAX_LOGO_LENGTH, MAX_LOGO_PIXELS } from './customization';
import type { DesignProblem } from './messages';

/** The logo formats we draw; GIF is refused on its own (an animation cannot be printed). */
export type LogoFormat = 'png' | 'jpeg' | 'svg';

const DATA_URL = /^data:image\/([a-z+.-]+);base64,([a-z0-9+/]+={0,2})$/i;
const DECLARED: Record<string, LogoFormat | 'gif'> = {
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  'svg+xml': 'svg',
  gif: 'gif',
};

/**
 * SVG features that can run script, load other files or change over time. A logo is drawn as an
 * image, where browsers run no script, but the file is also served inside our SVG downloads and
 * must be safe wherever someone opens it; refusing is simpler and safer than cleaning.
 */
const UNSAFE_SVG = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<!(?:DOCTYPE|ENTITY)/i,
  /<\?xml-stylesheet/i,
  /<(?:foreignObject|iframe|embed|object|animate|animateMotion|animateTransform|set|audio|video|canvas)\b/i,
  // Links only to fragments of the same file or to embedded PNG/JPG data.
  /href\s*=\s*["'](?!#|data:image\/(?:png|jpeg);)/i,
  /@import/i,
  /url\(\s*["']?(?!#)/i,
];

export type LogoCheck = { ok: true; format: LogoFormat } | { ok: false; problem: DesignProblem };

/** Checks a logo data URL by its bytes, not by what it claims: type, size in bytes and pixels, SVG safety. */
export function checkLogoImage(image: unknown): LogoCheck {
  if (typeof image !== 'string') return { ok: false, problem: 'logoImage' };
  if (image.length > MAX_LOGO_LENGTH) return { ok: false, problem: 'logoHeavy' };
  const match = DATA_URL.exec(image);
  const declared = DECLARED[match?.[1]?.toLowerCase() ?? ''];
  if (!match || !declared) return { ok: false, problem: 'logoImage' };
  const bytes = decodeBase64(match[2] ?? '');
  if (!bytes) return { ok: false, problem: 'logoImage' };
  const actual = sniff(bytes);
  if (actual !== declared) return { ok: false, problem: 'logoMismatch' };
  if (actual === 'gif') return { ok: false, problem: 'logoGif' };
  if (actual === 'svg') {
    const text = new TextDecoder().decode(bytes);
    return UNSAFE_SVG.some((pattern) => pattern.test(text))
      ? { ok: false, problem: 'logoUnsafe' }
      : { ok: true, format: actual };
  }
  const pixels = actual === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!pixels) return { ok: false, problem: 'logoMismatch' };
  if (pixels.width > MAX_LOGO_PIXELS || pixels.height > MAX_LOGO_PIXELS) return { ok: false, problem: 'logoPixels' };
  return { ok: true, format: actual };
}

function decodeBase64(base64: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function sniff(bytes: Uint8Array): LogoFormat | 'gif' | undefined {
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = new TextDecoder().decode(bytes.subarray(0, 512));
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  // An XML declaration, comments or a byte order mark may come before the root element.
  if (/^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

interface PixelSize {
  width: number;
  height: number;
}

/** From the IHDR chunk, which a PNG must start with. */
function pngSize(bytes: Uint8Array): PixelSize | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** From the first start-of-frame segment (SOF0–SOF15 except DHT, JPG and DAC markers). */
function jpegSize(bytes: Uint8Array): PixelSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}
