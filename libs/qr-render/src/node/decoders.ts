import { readFileSync } from 'node:fs';
import { scanRGBABuffer } from '@undecaf/zbar-wasm';
import jsQR from 'jsqr';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { packageFile } from './package-file';

/** RGBA pixels, row-major. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/**
 * Three independent decoders: jsQR (pure JavaScript, what the web uses), ZXing-C++ (the engine of
 * most Android scanner apps and many libraries) and zbar (most Linux and many Android scanner apps;
 * the one that failed in the field). Each is fed the image as a file holds it.
 */
export const DECODERS = ['jsqr', 'zxing', 'zbar'] as const;
export type DecoderName = (typeof DECODERS)[number];

/** The text each decoder reads, or null when it finds no code. */
export async function decode(decoder: DecoderName, pixels: Pixels): Promise<string | null> {
  switch (decoder) {
    case 'jsqr':
      return readWithJsQr(pixels);
    case 'zxing':
      return readWithZxing(pixels);
    case 'zbar':
      return readWithZbar(pixels);
  }
}

function readWithJsQr({ width, height, data }: Pixels): string | null {
  // 'dontInvert': our codes must scan as dark-on-light, without the decoder's inversion fallback.
  const clamped = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(clamped, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

let zxingReady: Promise<unknown> | undefined;

async function readWithZxing(pixels: Pixels): Promise<string | null> {
  // The module would fetch its .wasm from a CDN: give it the file from node_modules instead.
  zxingReady ??= Promise.resolve(
    prepareZXingModule({
      overrides: { wasmBinary: toArrayBuffer(readFileSync(packageFile('zxing-wasm/reader/zxing_reader.wasm'))) },
      fireImmediately: true,
    }),
  );
  await zxingReady;
  // readBarcodes takes anything shaped like ImageData, which node lacks.
  const [result] = await readBarcodes(pixels as unknown as ImageData, {
    formats: ['QRCode'],
    tryInvert: false,
    maxNumberOfSymbols: 1,
  });
  return result?.isValid ? result.text : null;
}

const utf8 = new TextDecoder('utf-8');

/**
 * zbar's QR reader samples the image at random (its generator is never reseeded), so one pass can
 * miss a code the next pass over the same pixels reads: a large print read 22 times in 25. A phone
 * gives it many frames a second; we give it a few passes.
 */
const ZBAR_PASSES = 4;

async function readWithZbar({ width, height, data }: Pixels): Promise<string | null> {
  const buffer = toArrayBuffer(data);
  for (let pass = 0; pass < ZBAR_PASSES; pass++) {
    // zbar copies what it needs (as grey) into its own memory; it reads but never keeps our buffer.
    const [symbol] = await scanRGBABuffer(buffer, width, height);
    // zbar's default scanner runs in binary mode: the bytes as encoded, which our payloads hold as UTF-8.
    if (symbol) return utf8.decode(symbol.data);
  }
  return null;
}

/** The bytes of a view as an ArrayBuffer of their own length (a view may sit inside a larger, shared one). */
function toArrayBuffer(view: Uint8Array | Uint8ClampedArray): ArrayBuffer {
  const whole = view.byteOffset === 0 && view.byteLength === view.buffer.byteLength;
  return (whole ? view.buffer : view.slice().buffer) as ArrayBuffer;
}
