import { checkDesign, planRender } from '../lib/plan';
import { logoDataUrl } from '../testing/images';
import { TRACKED_PAYLOAD } from '../testing/payloads';
import { decode, DECODERS } from './decoders';
import { rasterPixels } from './raster';
import { checkScannable } from './scan-guarantee';

const LOGO = logoDataUrl();

describe('checkScannable adapts before it refuses', () => {
  jest.setTimeout(120_000);

  it('offers a design that only small sizes fail from the smallest size that reads, and refuses smaller', async () => {
    // jsQR cannot find this logo design's circle finders at 3 pixels a module; larger, every decoder reads it.
    const design = {
      foreground: '#111827',
      finderFrame: 'circle',
      finderCentre: 'square',
      logo: { image: LOGO, size: 0.15 },
    } as const;
    const rules = checkDesign(TRACKED_PAYLOAD, design);
    const verdict = await checkScannable(TRACKED_PAYLOAD, design);
    if (!rules.ok || !verdict.ok) throw new Error('expected the design to be offered');
    const { minimumSize } = verdict.symbol;
    expect(verdict.symbol.minimumSizeReason).toBe('scanners');
    expect(minimumSize).toBeGreaterThan(rules.symbol.minimumSize);

    const at = async (size: number) => rasterPixels(planRender(TRACKED_PAYLOAD, design, { size }), { opaque: true });
    const small = await at(rules.symbol.minimumSize);
    const fails = await Promise.all(
      DECODERS.map(async (decoder) => (await decode(decoder, small)) !== TRACKED_PAYLOAD),
    );
    expect(fails).toContain(true);
    const smallest = await at(minimumSize);
    for (const decoder of DECODERS) expect(await decode(decoder, smallest)).toBe(TRACKED_PAYLOAD);

    expect(() => planRender(TRACKED_PAYLOAD, design, { size: minimumSize - 1, minimumSize })).toThrow(
      expect.objectContaining({
        problem: 'sizeTooSmall',
        refusal: expect.objectContaining({ values: { minimum: minimumSize } }),
      }),
    );
    expect(planRender(TRACKED_PAYLOAD, design, { size: minimumSize, minimumSize }).pixelWidth).toBe(minimumSize);
  });

  it('keeps the modules’ minimum for a design that reads at it', async () => {
    const verdict = await checkScannable(TRACKED_PAYLOAD, { modulePattern: 'rounded' });
    const rules = checkDesign(TRACKED_PAYLOAD, { modulePattern: 'rounded' });
    if (!verdict.ok || !rules.ok) throw new Error('expected the design to be offered');
    expect(verdict.symbol).toEqual(rules.symbol);
    expect(verdict.symbol.minimumSizeReason).toBe('modules');
  });

  it('raises the error correction a logo needs and says so in its answer', async () => {
    const verdict = await checkScannable(TRACKED_PAYLOAD, { errorCorrection: 'L', logo: { image: LOGO, size: 0.15 } });
    if (!verdict.ok) throw new Error(verdict.message);
    expect(verdict.symbol).toMatchObject({
      errorCorrection: 'L',
      effectiveErrorCorrection: expect.not.stringMatching(/^L$/),
    });
  });
});
