import { create } from 'qrcode';
import { PNG } from 'pngjs';
import type { QrCustomizationInput } from '../lib/customization';
import type { RenderOptions } from '../lib/image-options';
import { renderSvg } from '../lib/svg';
import { jpgPixels, logoDataUrl, pixelAt, pngPixels, readQr, svgPixels } from '../testing/images';
import type { Pixels } from '../testing/images';
import { TRACKED_PAYLOAD, TYPE_PAYLOADS } from '../testing/payloads';
import { decode } from './decoders';
import { renderJpg, renderPng } from './raster';

type Renderer = (payload: string, customization?: QrCustomizationInput, options?: RenderOptions) => Promise<Pixels>;

const FORMATS: ReadonlyArray<readonly [string, Renderer]> = [
  ['SVG', (payload, customization, options) => svgPixels(renderSvg(payload, customization, options))],
  ['PNG', async (payload, customization, options) => pngPixels(await renderPng(payload, customization, options))],
  ['JPG', async (payload, customization, options) => jpgPixels(await renderJpg(payload, customization, options))],
];

const logo = logoDataUrl();
const VARIANTS: ReadonlyArray<readonly [string, QrCustomizationInput]> = [
  ['custom colours', { foreground: '#1a237e', background: '#fff8e1' }],
  ['rounded modules', { modulePattern: 'rounded' }],
  ['dot modules', { modulePattern: 'dots' }],
  ['rounded finders', { finderFrame: 'rounded', finderCentre: 'rounded' }],
  ['a logo', { logo: { image: logo } }],
  ['a frame', { frame: { caption: 'Scan me' } }],
  [
    'every option at once',
    {
      foreground: {
        type: 'linear',
        angle: 45,
        stops: [
          { offset: 0, colour: '#004d40' },
          { offset: 1, colour: 'navy' },
        ],
      },
      background: '#ffffff',
      finderColour: '#b71c1c',
      modulePattern: 'diamonds',
      finderFrame: 'leaf',
      finderCentre: 'leaf',
      errorCorrection: 'Q',
      logo: { image: logo },
      frame: { caption: 'Menu & offers', template: 'bubble', captionPosition: 'top' },
    },
  ],
];

const SIZE = { size: 300 };

describe.each(FORMATS)('%s output decodes to the exact payload', (_format, render) => {
  it.each(TYPE_PAYLOADS)('for a plain %s code', async (_type, payload) => {
    expect(readQr(await render(payload, {}, SIZE))).toBe(payload);
  });

  // Each type gets one customisation, cycling through them, so every option meets several payloads.
  it.each(TYPE_PAYLOADS.map(([type, payload], i) => [type, ...VARIANTS[i % VARIANTS.length], payload] as const))(
    'for a %s code with %s',
    async (_type, _variant, customization, payload) => {
      expect(readQr(await render(payload, customization, SIZE))).toBe(payload);
    },
  );

  it.each(VARIANTS)('for a tracked code with %s', async (_variant, customization) => {
    expect(readQr(await render(TRACKED_PAYLOAD, customization, SIZE))).toBe(TRACKED_PAYLOAD);
  });
});

describe('renderPng', () => {
  it('renders the requested size, 500 px by default', async () => {
    expect(pngPixels(await renderPng(TRACKED_PAYLOAD))).toMatchObject({ width: 500, height: 500 });
    expect(pngPixels(await renderPng(TRACKED_PAYLOAD, {}, { size: 128 }))).toMatchObject({ width: 128, height: 128 });
    const largest = pngPixels(await renderPng(TRACKED_PAYLOAD, {}, { size: 4096 }));
    expect(largest).toMatchObject({ width: 4096, height: 4096 });
    // ZXing: jsQR takes seconds on an image this large.
    expect(await decode('zxing', largest)).toBe(TRACKED_PAYLOAD);
    // A 4096 px render and decode is real work: seconds on a busy machine.
  }, 30_000);

  it('writes a plain code as a small 1-bit indexed PNG in its two colours', async () => {
    const png = await renderPng(TRACKED_PAYLOAD, { foreground: '#123456', background: '#fafafa' });
    const header = PNG.sync.read(png);
    expect(png.readUInt8(24)).toBe(1); // bit depth
    expect(png.readUInt8(25)).toBe(3); // colour type: indexed
    expect(png.length).toBeLessThan(2000);
    expect(pixelAt(header, 0, 0)).toEqual([0xfa, 0xfa, 0xfa, 255]);
  });

  it('draws plain codes module for module like the SVG does', async () => {
    const direct = pngPixels(await renderPng(TYPE_PAYLOADS[7][1], {}, { size: 333 }));
    const viaSvg = await svgPixels(renderSvg(TYPE_PAYLOADS[7][1], {}, { size: 333 }));
    let differing = 0;
    for (let i = 0; i < direct.data.length; i += 4)
      if (Math.abs((direct.data[i] ?? 0) - (viaSvg.data[i] ?? 0)) > 128) differing++;
    // Only pixels on module edges may round differently.
    expect(differing / (333 * 333)).toBeLessThan(0.02);
  });

  it('keeps a quiet zone of 4 modules in the background colour', async () => {
    const image = pngPixels(await renderPng(TRACKED_PAYLOAD, { background: '#ffffff' }, { size: 500 }));
    const modules = create(TRACKED_PAYLOAD, { errorCorrectionLevel: 'M' }).modules.size + 8;
    const quietPixels = Math.floor((4 * 500) / modules);
    const notBackground: string[] = [];
    for (let p = 0; p < 500; p++) {
      for (let q = 0; q < quietPixels; q++) {
        for (const [x, y] of [
          [p, q],
          [q, p],
          [p, 499 - q],
          [499 - q, p],
        ] as const) {
          if (pixelAt(image, x, y).some((channel) => channel !== 255)) notBackground.push(`${x},${y}`);
        }
      }
    }
    expect(quietPixels).toBeGreaterThan(0);
    expect(notBackground).toEqual([]);
  });

  it('makes a frame taller than wide, with the caption band below the code', async () => {
    const image = pngPixels(await renderPng(TRACKED_PAYLOAD, { frame: { caption: 'Scan me' } }, { size: 500 }));
    expect(image.width).toBe(500);
    expect(image.height).toBeGreaterThan(550);
    const bottomRows = Array.from({ length: 40 }, (_, i) => pixelAt(image, 250, image.height - 1 - i));
    expect(bottomRows).toContainEqual([0, 0, 0, 255]);
  });

  it('draws a PNG or SVG logo in the middle of the code', async () => {
    const svgLogo = `data:image/svg+xml;base64,${Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff8c00"/></svg>',
    ).toString('base64')}`;
    for (const source of [logo, svgLogo]) {
      const image = pngPixels(await renderPng(TRACKED_PAYLOAD, { logo: { image: source } }, { size: 400 }));
      expect(pixelAt(image, 200, 200)).toEqual([255, 140, 0, 255]);
      expect(readQr(image)).toBe(TRACKED_PAYLOAD);
    }
  });
});

describe('renderJpg', () => {
  it('fills the background colour, as JPG has no transparency', async () => {
    const jpg = await renderJpg(TRACKED_PAYLOAD, { background: '#fff8e1', frame: { caption: 'Hi' } });
    expect(jpg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const [r, g, b] = pixelAt(jpgPixels(jpg), 3, 3);
    expect(Math.abs(r - 0xff) + Math.abs(g - 0xf8) + Math.abs(b - 0xe1)).toBeLessThan(12);
  });

  it('refuses a quality outside 1 to 100', async () => {
    await expect(renderJpg(TRACKED_PAYLOAD, {}, { quality: 0 })).rejects.toThrow(
      'The JPG quality must be a whole number from 1 to 100',
    );
  });
});
