import { printSheet } from './print-sheet';

const short = (i: number) => ({ payload: `https://liveqr.test/s/code${i}`, caption: `Code ${i}` });

describe('printSheet', () => {
  it('leaves off a code too dense for the label and one whose design cannot be drawn, and places the rest in order', async () => {
    const dense = { payload: `https://example.com/${'x'.repeat(900)}`, caption: 'Dense' };
    const broken = {
      payload: 'https://liveqr.test/s/broken',
      caption: 'Broken',
      customization: { modulePattern: 'stars' },
    };
    const progress: number[] = [];
    const sheet = await printSheet([short(1), dense, broken, short(2)], {
      template: 'avery-5160',
      onProgress: (done) => void progress.push(done),
    });
    expect(sheet.leftOff).toEqual([
      { index: 1, reason: 'too-dense' },
      { index: 2, reason: 'design' },
    ]);
    expect(sheet.pages).toBe(1);
    expect(progress).toEqual([4]);
    expect(sheet.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes a page per code on one-per-page and reports progress after each', async () => {
    const progress: number[] = [];
    const sheet = await printSheet([short(1), short(2), short(3)], {
      template: 'one-per-page',
      onProgress: (done) => void progress.push(done),
    });
    expect(sheet.pages).toBe(3);
    expect(progress).toEqual([1, 2, 3]);
    expect(sheet.pdf.toString('latin1')).toContain('/TrimBox');
  });
});
