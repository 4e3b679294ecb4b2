import { create } from 'qrcode';
import { matrixPixels, readQr } from '../testing/images';
import { codewordLayout, tryBuildMatrix } from './symbol';

const PAYLOAD = 'https://liveqr.example/s/Ab3x9Kq';

function built(payload: string, level: 'L' | 'M' | 'Q' | 'H') {
  const matrix = tryBuildMatrix(payload, level);
  if (!matrix) throw new Error('expected the payload to fit');
  return matrix;
}

describe('tryBuildMatrix', () => {
  it('builds the same symbol as qrcode for a URL, which is one byte segment either way', () => {
    const matrix = built(PAYLOAD, 'M');
    const reference = create(PAYLOAD, { errorCorrectionLevel: 'M' }).modules;
    expect(matrix).toMatchObject({ size: reference.size, version: 3, errorCorrection: 'M' });
    expect(Array.from(matrix.modules)).toEqual(Array.from(reference.data));
  });

  it('lets qrcode optimise segments when a long digit or upper-case run can save space', () => {
    for (const payload of [`https://wa.me/${'1'.repeat(40)}`, 'HTTPS://LIVEQR.EXAMPLE/S/AB3X9KQ']) {
      expect(built(payload, 'M').size).toBe(create(payload, { errorCorrectionLevel: 'M' }).modules.size);
    }
  });

  it('answers undefined when the payload does not fit at the level, and refuses an empty one', () => {
    expect(tryBuildMatrix('x'.repeat(2000), 'H')).toBeUndefined();
    expect(tryBuildMatrix('x'.repeat(2000), 'L')).toBeDefined();
    expect(() => tryBuildMatrix('', 'M')).toThrow('There is nothing to encode');
  });
});

describe('codewordLayout', () => {
  it.each([['L'], ['Q'], ['H']] as const)(
    'places every codeword of a level-%s symbol in 8 modules of one block',
    (level) => {
      const matrix = built('x'.repeat(60), level);
      const { codewordOfModule, blockOfModule } = codewordLayout(matrix);
      const modules = new Map<number, number>();
      const blocks = new Map<number, number>();
      codewordOfModule.forEach((codeword, i) => {
        if (codeword < 0) return;
        modules.set(codeword, (modules.get(codeword) ?? 0) + 1);
        if (blocks.has(codeword)) expect(blocks.get(codeword)).toBe(blockOfModule[i]);
        blocks.set(codeword, blockOfModule[i] ?? -1);
      });
      expect([...modules.values()].every((count) => count === 8)).toBe(true);
    },
  );

  // The budget is only right if the layout is: a real decoder corrects exactly this many lost codewords per block.
  it.each([['M'], ['Q'], ['H']] as const)(
    'matches a decoder: a level-%s block survives losing its correctable codewords, not one more',
    (level) => {
      const matrix = built('https://www.example.com/spring-menu?utm_source=qr&lang=en&campaign=42', level);
      const { codewordOfModule, blockOfModule, correctablePerBlock } = codewordLayout(matrix);
      const lastBlock = Math.max(...blockOfModule);
      const ofBlock = [...new Set(codewordOfModule.filter((_, i) => blockOfModule[i] === lastBlock))];
      const damaged = (count: number) => {
        const lost = new Set(ofBlock.slice(0, count));
        const modules = matrix.modules.map((dark, i) => (lost.has(codewordOfModule[i] ?? -1) ? 1 - dark : dark));
        return readQr(matrixPixels(modules, matrix.size, 6));
      };
      expect(correctablePerBlock).toBeGreaterThan(0);
      expect(damaged(correctablePerBlock)).toBe(
        'https://www.example.com/spring-menu?utm_source=qr&lang=en&campaign=42',
      );
      expect(damaged(correctablePerBlock + 1)).toBeNull();
    },
  );
});
