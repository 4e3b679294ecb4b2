import { DEFAULT_LOGO_SIZE } from './customization';
import { checkDesign, MIN_PIXELS_PER_MODULE, planRender } from './plan';
import type { DesignCheck } from './plan';

const TRACKED = 'https://liveqr.example/s/Ab3x9Kq';
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function symbolOf(check: DesignCheck) {
  if (!check.ok) throw new Error(check.message);
  return check.symbol;
}

describe('checkDesign', () => {
  it('describes the symbol: version, modules, levels and the smallest size that scans', () => {
    expect(symbolOf(checkDesign(TRACKED, {}))).toEqual({
      version: 3,
      modules: 29,
      errorCorrection: 'M',
      effectiveErrorCorrection: 'M',
      minimumSize: 128,
      minimumSizeReason: 'modules',
      maximumLogoSize: expect.any(Number),
    });
  });

  it('raises error correction for a logo, only as far as the logo needs, and says so', () => {
    const small = symbolOf(
      checkDesign(TRACKED, { errorCorrection: 'L', logo: { image: LOGO, size: 0.05, margin: 0 } }),
    );
    expect(small).toMatchObject({ errorCorrection: 'L', effectiveErrorCorrection: 'M' });
    const usual = symbolOf(checkDesign(TRACKED, { logo: { image: LOGO } }));
    expect(usual).toMatchObject({ errorCorrection: 'M', effectiveErrorCorrection: 'H', version: 4 });
    expect(usual.maximumLogoSize).toBeGreaterThanOrEqual(DEFAULT_LOGO_SIZE);
  });

  it('refuses a logo beyond the error-correction budget, naming the largest that fits', () => {
    const check = checkDesign(TRACKED, { logo: { image: LOGO, size: 0.35 } });
    expect(check).toMatchObject({ ok: false, problem: 'logoTooLarge', field: 'logo.size' });
    if (check.ok) return;
    const maximum = Number(check.values['maximum']);
    expect(check.message).toBe(
      `The logo is too large for this content: make it at most ${Math.round(maximum * 100)}% of the code's width, reduce its margin, or shorten the content`,
    );
    expect(checkDesign(TRACKED, { logo: { image: LOGO, size: maximum } }).ok).toBe(true);
    expect(checkDesign(TRACKED, { logo: { image: LOGO, size: maximum + 0.01 } }).ok).toBe(false);
  });

  it('allows larger logos on symbols with more error-correction codewords', () => {
    const short = symbolOf(checkDesign(TRACKED, { errorCorrection: 'H' })).maximumLogoSize;
    const long = symbolOf(checkDesign('x'.repeat(300), { errorCorrection: 'H' })).maximumLogoSize;
    expect(long).toBeGreaterThan(short);
  });

  it('needs more pixels for symbols with more modules', () => {
    const long = symbolOf(checkDesign('x'.repeat(1000), {}));
    expect(long.minimumSize).toBe(Math.ceil((long.modules + 8) * MIN_PIXELS_PER_MODULE));
    expect(long.minimumSize).toBeGreaterThan(128);
  });

  it('describes the very symbol the render draws (it lays the symbol out without choosing a mask)', () => {
    const cases: Array<[string, object]> = [
      [TRACKED, {}],
      [TRACKED, { logo: { image: LOGO } }],
      ['WIFI:T:WPA;S:Guest 12;P:pass-12-word;;', { errorCorrection: 'H' }],
      ['x'.repeat(700), { logo: { image: LOGO, size: 0.15, margin: 2 } }],
    ];
    for (const [payload, design] of cases) {
      expect(symbolOf(checkDesign(payload, design))).toEqual(planRender(payload, design, { size: 1000 }).symbol);
    }
  });

  it('refuses content that does not fit, and a design that is invalid on its own', () => {
    expect(checkDesign('x'.repeat(3000), {})).toMatchObject({ ok: false, problem: 'tooLong' });
    expect(checkDesign('x'.repeat(2300), { logo: { image: LOGO, size: 0.4 } })).toMatchObject({
      ok: false,
      problem: 'logoTooLarge',
    });
    expect(checkDesign(TRACKED, { modulePattern: 'hearts' })).toMatchObject({ ok: false, problem: 'modulePattern' });
  });
});

describe('planRender', () => {
  it('refuses a size below the symbol minimum, naming the smallest that works', () => {
    expect(() => planRender('x'.repeat(1000), {}, { size: 300 })).toThrow(
      /^At this size the modules of this code are too small to scan: choose \d+ px or more/,
    );
  });

  it.each([[127], [4097], [500.5], [NaN], [0], [-1]])('refuses a size of %s px', (size) => {
    expect(() => planRender(TRACKED, {}, { size })).toThrow(
      'The size must be a whole number of pixels from 128 to 4096',
    );
  });

  it.each([['bottom'], ['top']] as const)(
    'adds a caption band (%s), keeping the drawing and image aspect equal',
    (captionPosition) => {
      for (const size of [200, 333, 500, 2000]) {
        const plan = planRender(TRACKED, { frame: { caption: 'Scan me', captionPosition } }, { size });
        expect(plan.pixelWidth).toBe(size);
        expect(Number.isInteger(plan.pixelHeight)).toBe(true);
        expect(plan.width / plan.height).toBeCloseTo(plan.pixelWidth / plan.pixelHeight, 12);
        const caption = plan.frame?.caption.baseline ?? 0;
        if (captionPosition === 'bottom') expect(caption).toBeGreaterThan(plan.codeY + plan.matrix.size + 8);
        else expect(caption).toBeLessThan(plan.codeY);
      }
    },
  );

  it('centres the logo in its cleared square', () => {
    const plan = planRender(TRACKED, { logo: { image: LOGO, size: 0.15, margin: 1 } });
    const area = plan.logoArea ?? { start: 0, size: 0 };
    expect(area.size % 2).toBe(1);
    expect(area.start * 2 + area.size).toBe(plan.matrix.size);
    expect(plan.logoBox?.side).toBeCloseTo(0.15 * plan.matrix.size, 9);
    expect((plan.logoBox?.x ?? 0) - 4 - area.start).toBeGreaterThanOrEqual(1);
  });
});
