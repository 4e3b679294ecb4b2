import { contrastRatio } from '@liveqr/qr-render';
import { pageColors } from './page-colors';

describe('pageColors', () => {
  it.each([
    ['#000000', '#ffffff'],
    ['#1d4ed8', '#ffffff'],
    ['#ffe600', '#ffffff'],
    ['#0b3d2e', '#f5deb3'],
    ['#222222', '#555555'],
  ])('keeps text, buttons and links readable for %s on %s', (foreground, background) => {
    const colors = pageColors({ foreground, background });
    expect(colors.accent).toBe(foreground);
    expect(contrastRatio(colors.text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onAccent, foreground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.link, background)).toBeGreaterThanOrEqual(4.5);
  });
});
