import { arrangeSlot, type Box, cmykOf, MIN_PRINTED_MODULE, pageLayout, PRINT_TEMPLATES } from './print-templates';

const MM = 72 / 25.4;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1e-6 &&
  inner.y >= outer.y - 1e-6 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-6 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-6;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1e-6 &&
  b.x < a.x + a.width - 1e-6 &&
  a.y < b.y + b.height - 1e-6 &&
  b.y < a.y + a.height - 1e-6;

describe('print templates', () => {
  it.each([
    ['avery-l7160', 21, 210, 297],
    ['avery-5160', 30, 215.9, 279.4],
    ['avery-l7121', 12, 210, 297],
    ['square-2in', 12, 215.9, 279.4],
    ['table-tent', 2, 210, 297],
  ] as const)('%s has %i slots on its page, each inside the page, its label and no other', (template, slots, w, h) => {
    const layout = pageLayout(template);
    expect(layout.slots).toHaveLength(slots);
    expect([layout.width / MM, layout.height / MM].map((v) => Math.round(v * 10) / 10)).toEqual([w, h]);
    const page = { x: 0, y: 0, width: layout.width, height: layout.height };
    for (const [i, slot] of layout.slots.entries()) {
      expect(inside(slot.label, page)).toBe(true);
      expect(inside(slot.content, slot.label)).toBe(true);
      for (const other of layout.slots.slice(i + 1)) expect(overlap(slot.label, other.label)).toBe(false);
    }
  });

  it('puts Avery L7160 labels where the sheet has them: 7.21 mm from the left, 15.15 mm from the top, 66.04 mm apart', () => {
    const [first, second] = pageLayout('avery-l7160').slots;
    expect(
      [first?.label.x, first?.label.y, (second?.label.x ?? 0) - (first?.label.x ?? 0)].map((v) => (v ?? 0) / MM),
    ).toEqual([expect.closeTo(7.21, 5), expect.closeTo(15.15, 5), expect.closeTo(66.04, 5)]);
  });

  it('keeps round labels’ codes inside the circle', () => {
    for (const { label, content, round } of pageLayout('avery-l7121').slots) {
      expect(round).toBe(true);
      const r = label.width / 2;
      const [cx, cy] = [label.x + r, label.y + r];
      for (const [x, y] of [
        [content.x, content.y],
        [content.x + content.width, content.y + content.height],
      ] as const)
        expect(Math.hypot(x - cx, y - cy)).toBeLessThanOrEqual(r);
    }
  });

  it('gives one-per-page a 3 mm bleed around its trim and crop marks outside the bleed', () => {
    const { trim, bleed, cropMarks, width, height } = pageLayout('one-per-page');
    expect(trim && bleed).toBeTruthy();
    if (!trim || !bleed || !cropMarks) return;
    expect((trim.x - bleed.x) / MM).toBeCloseTo(3, 5);
    expect((bleed.x + bleed.width - trim.x - trim.width) / MM).toBeCloseTo(3, 5);
    expect(cropMarks).toHaveLength(8);
    for (const mark of cropMarks) {
      const onBleed = (x: number, y: number) =>
        x > bleed.x && x < bleed.x + bleed.width && y > bleed.y && y < bleed.y + bleed.height;
      expect(onBleed((mark.x1 + mark.x2) / 2, (mark.y1 + mark.y2) / 2)).toBe(false);
      expect(Math.max(mark.x1, mark.x2)).toBeLessThanOrEqual(width);
      expect(Math.max(mark.y1, mark.y2)).toBeLessThanOrEqual(height);
    }
  });

  it('prints the back of a table tent upside down above the fold', () => {
    const { slots, foldLine, height } = pageLayout('table-tent');
    expect(slots.map(({ upsideDown, code }) => [upsideDown, code])).toEqual([
      [true, 0],
      [false, 0],
    ]);
    expect(foldLine?.y1).toBeCloseTo(height / 2, 6);
  });

  it('offers exactly the six templates', () => {
    expect([...PRINT_TEMPLATES]).toEqual([
      'avery-l7160',
      'avery-5160',
      'avery-l7121',
      'square-2in',
      'one-per-page',
      'table-tent',
    ]);
  });
});

describe('arrangeSlot', () => {
  const content = { x: 10, y: 20, width: 180, height: 100 };

  it('fits the design and its caption in the box, centred together', () => {
    const { code, caption, scale } = arrangeSlot(content, 33, 33, true);
    expect(inside(code, content)).toBe(true);
    expect(caption && inside(caption.box, content)).toBe(true);
    expect(caption?.box.y).toBeCloseTo(code.y + code.height, 6);
    expect(code.x + code.width / 2).toBeCloseTo(content.x + content.width / 2, 6);
    expect(scale).toBeCloseTo(code.width / 33, 6);
  });

  it('gives the code the whole height without a caption', () => {
    const { code, caption } = arrangeSlot(content, 33, 33, false);
    expect([code.height, caption]).toEqual([100, undefined]);
  });

  it('tells a module too small to print', () => {
    expect(arrangeSlot({ x: 0, y: 0, width: 20, height: 20 }, 177, 177, false).scale).toBeLessThan(MIN_PRINTED_MODULE);
  });
});

describe('cmykOf', () => {
  it.each([
    ['#000000', [0, 0, 0, 100]],
    ['#ffffff', [0, 0, 0, 0]],
    ['#ff0000', [0, 100, 100, 0]],
    ['#1d4ed8', [86.6, 63.9, 0, 15.3]],
  ] as const)('converts %s', (hex, cmyk) => {
    expect(cmykOf(hex)).toEqual(cmyk);
  });
});
