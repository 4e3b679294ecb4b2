import { create } from 'qrcode';
import { buildMatrix } from './matrix';

describe('buildMatrix', () => {
  it('builds the same symbol as qrcode for a URL, which is one byte segment either way', () => {
    const payload = 'https://liveqr.example/s/Ab3x9Kq';
    const matrix = buildMatrix(payload, { withLogo: false });
    const reference = create(payload, { errorCorrectionLevel: 'M' }).modules;
    expect(matrix.size).toBe(reference.size);
    expect(Array.from(matrix.modules)).toEqual(Array.from(reference.data));
  });

  it('lets qrcode optimise segments when a long digit or upper-case run can save space', () => {
    const payload = `https://wa.me/${'1'.repeat(40)}`;
    expect(buildMatrix(payload, { withLogo: false }).size).toBe(
      create(payload, { errorCorrectionLevel: 'M' }).modules.size,
    );
    const upper = 'HTTPS://LIVEQR.EXAMPLE/S/AB3X9KQ';
    expect(buildMatrix(upper, { withLogo: false }).size).toBe(
      create(upper, { errorCorrectionLevel: 'M' }).modules.size,
    );
  });

  it('uses stronger error correction when a logo will hide modules', () => {
    const payload = 'https://liveqr.example/s/Ab3x9Kq';
    expect(buildMatrix(payload, { withLogo: true }).size).toBe(
      create(payload, { errorCorrectionLevel: 'H' }).modules.size,
    );
  });

  it('refuses an empty payload', () => {
    expect(() => buildMatrix('', { withLogo: false })).toThrow('There is nothing to encode');
  });

  it('refuses content too long for any QR code, saying why', () => {
    expect(() => buildMatrix('x'.repeat(3000), { withLogo: false })).toThrow(
      'The content is too long to fit in a QR code',
    );
    expect(() => buildMatrix('x'.repeat(2000), { withLogo: true })).toThrow(
      'The content is too long to fit in a QR code with a logo: remove the logo or shorten the content',
    );
  });
});
