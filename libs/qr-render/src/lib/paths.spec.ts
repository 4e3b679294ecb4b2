import { create } from 'qrcode';
import { alignmentCentres, drawnModules, squareModulesPath } from './paths';
import { planRender } from './plan';

describe('alignmentCentres', () => {
  it('has none for version 1', () => {
    expect(alignmentCentres(21)).toEqual([]);
  });

  it.each([
    [2, [6, 18]],
    [7, [6, 22, 38]],
    [14, [6, 26, 46, 66]],
    [32, [6, 34, 60, 86, 112, 138]],
    [40, [6, 30, 58, 86, 114, 142, 170]],
  ])('matches ISO/IEC 18004 Annex E for version %i', (version, centres) => {
    expect(alignmentCentres(17 + 4 * version)).toEqual(centres);
  });

  it('lands on the alignment patterns qrcode draws, in every version', () => {
    for (let version = 2; version <= 40; version++) {
      const { size, data } = create('x', { version, errorCorrectionLevel: 'L' }).modules;
      const dark = (x: number, y: number) => data[y * size + x] === 1;
      const centres = alignmentCentres(size);
      const inFinder = (c: number) => c === 6 || c === size - 7;
      for (const cy of centres) {
        for (const cx of centres) {
          if (inFinder(cx) && inFinder(cy) && !(cx === size - 7 && cy === size - 7)) continue;
          expect([
            dark(cx, cy),
            dark(cx + 1, cy + 1),
            dark(cx - 1, cy),
            dark(cx + 2, cy - 2),
            dark(cx - 2, cy + 1),
          ]).toEqual([true, false, false, true, true]);
        }
      }
    }
  });
});

describe('squareModulesPath', () => {
  it('merges horizontal neighbours into one run and moves relatively within a row', () => {
    const drawn = Uint8Array.from([1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(squareModulesPath(drawn, 4, 4)).toBe('M4 4.5h2m1 0h1M6 6.5h1');
  });
});

describe('drawnModules', () => {
  it('leaves finder patterns and the logo area to be drawn separately', () => {
    const plan = planRender('https://liveqr.example/s/Ab3x9Kq', { logo: 'https://cdn.example.com/l.png' });
    const drawn = drawnModules(plan);
    const { size } = plan.matrix;
    const area = plan.logoArea ?? { start: 0, size: 0 };
    expect(drawn[0]).toBe(0);
    expect(drawn[size - 1]).toBe(0);
    expect(drawn[(size - 1) * size]).toBe(0);
    for (let y = area.start; y < area.start + area.size; y++) {
      for (let x = area.start; x < area.start + area.size; x++) expect(drawn[y * size + x]).toBe(0);
    }
  });
});
