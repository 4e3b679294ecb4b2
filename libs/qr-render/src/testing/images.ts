import { renderAsync } from '@resvg/resvg-js';
import { decode as decodeJpeg } from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** What a phone camera would read, using a real decoder; null when the code cannot be read. */
export function readQr({ width, height, data }: Pixels): string | null {
  // 'dontInvert': our codes must scan as dark-on-light, without the decoder's inversion fallback.
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height, {
    inversionAttempts: 'dontInvert',
  });
  return code ? code.data : null;
}

export function pngPixels(png: Buffer): Pixels {
  return PNG.sync.read(png);
}

export function jpgPixels(jpg: Buffer): Pixels {
  return decodeJpeg(jpg, { useTArray: true, formatAsRGBA: true });
}

/** An SVG as resvg draws it (on libuv's threads), standing in for a browser. */
export async function svgPixels(svg: string): Promise<Pixels> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: svg.includes('<text') } });
  return { width: image.width, height: image.height, data: image.pixels };
}

export function pixelAt({ width, data }: Pixels, x: number, y: number): [number, number, number, number] {
  const i = (y * width + x) * 4;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
}

/** A bare module grid with a 4-module quiet zone, `scale` pixels per module, as RGBA. */
export function matrixPixels(modules: Uint8Array, size: number, scale: number): Pixels {
  const side = (size + 8) * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      if (mx >= 0 && my >= 0 && mx < size && my < size && modules[my * size + mx])
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { width: side, height: side, data };
}

/** A small opaque PNG logo (an orange square with a dark border) as a data URL. */
export function logoDataUrl(side = 24): string {
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const edge = x < 2 || y < 2 || x >= side - 2 || y >= side - 2;
      png.data.set(edge ? [40, 40, 40, 255] : [255, 140, 0, 255], (y * side + x) * 4);
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
