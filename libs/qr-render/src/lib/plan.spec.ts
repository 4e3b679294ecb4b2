import { isPlain, LOGO_MAX_AREA, planRender } from './plan';

const LOGO = 'https://cdn.example.com/logo.png';

describe('planRender', () => {
  it.each([[10], [60], [150], [400], [900], [1200]])(
    'clears a centred, odd-sized logo square of at most a fifth of the symbol, clear of the corners (%i chars)',
    (length) => {
      const plan = planRender('x'.repeat(length), { logo: LOGO });
      const { size } = plan.matrix;
      const area = plan.logoArea ?? { start: 0, size: 0 };
      expect(area.size % 2).toBe(1);
      expect(area.size ** 2 / size ** 2).toBeLessThanOrEqual(LOGO_MAX_AREA);
      expect(area.start).toBeGreaterThanOrEqual(9);
      expect(area.start * 2 + area.size).toBe(size);
    },
  );

  it('has no logo area without a logo', () => {
    expect(planRender('x').logoArea).toBeUndefined();
  });

  it('adds a caption band below the code, keeping the drawing and image aspect equal', () => {
    for (const size of [200, 333, 500, 2000]) {
      const plan = planRender('https://liveqr.example/s/Ab3x9Kq', { frame: { caption: 'Scan me' } }, { size });
      expect(plan.pixelWidth).toBe(size);
      expect(Number.isInteger(plan.pixelHeight)).toBe(true);
      expect(plan.width / plan.height).toBeCloseTo(plan.pixelWidth / plan.pixelHeight, 12);
      const codeBottom = plan.codeOrigin + plan.matrix.size + 8;
      expect(plan.frame?.captionCentre).toBeGreaterThan(codeBottom);
      expect(plan.frame?.captionCentre).toBeLessThan(plan.height);
    }
  });

  it('shrinks long captions to fit the width', () => {
    const short = planRender('x', { frame: { caption: 'Hi' } }).frame?.fontSize ?? 0;
    const long = planRender('x', { frame: { caption: 'x'.repeat(30) } }).frame?.fontSize ?? 0;
    expect(long).toBeLessThan(short);
  });
});

describe('isPlain', () => {
  it('is true only for square modules and corners without logo or frame', () => {
    expect(isPlain(planRender('x'))).toBe(true);
    expect(isPlain(planRender('x', { foreground: '#123456' }))).toBe(true);
    expect(isPlain(planRender('x', { moduleStyle: 'dots' }))).toBe(false);
    expect(isPlain(planRender('x', { cornerStyle: 'rounded' }))).toBe(false);
    expect(isPlain(planRender('x', { logo: LOGO }))).toBe(false);
    expect(isPlain(planRender('x', { frame: { caption: 'a' } }))).toBe(false);
  });
});
