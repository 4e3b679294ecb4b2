import type { FinderCentreStyle, FinderFrameStyle, ModulePattern } from './customization';

/**
 * SVG path data for every shape a design can choose. Coordinates are in modules; the SVG writer
 * uses the strings as they are, and the PDF and EPS writers convert the same strings, so each
 * shape is defined once. Holes are drawn counter-clockwise inside clockwise outlines, which the
 * default non-zero fill rule (SVG, PDF and PostScript alike) leaves empty.
 */

/** Numbers for path data: at most 3 decimals, no float noise such as 0.30000000000000004. */
export function fmt(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Corner radii, clockwise from the top-left. */
export type Radii = readonly [number, number, number, number];

/** A rectangle with each corner's own radius; counter-clockwise when `clockwise` is false (a hole). */
export function roundedRect(x: number, y: number, w: number, h: number, radii: Radii, clockwise = true): string {
  const [tl, tr, br, bl] = radii;
  const arc = (r: number, dx: number, dy: number) =>
    r > 0 ? `a${fmt(r)} ${fmt(r)} 0 0 ${clockwise ? 1 : 0} ${fmt(dx)} ${fmt(dy)}` : '';
  const line = (command: 'h' | 'v', length: number) => (Math.abs(length) > 1e-9 ? `${command}${fmt(length)}` : '');
  if (clockwise) {
    return (
      `M${fmt(x + tl)} ${fmt(y)}` +
      line('h', w - tl - tr) +
      arc(tr, tr, tr) +
      line('v', h - tr - br) +
      arc(br, -br, br) +
      line('h', -(w - br - bl)) +
      arc(bl, -bl, -bl) +
      line('v', -(h - bl - tl)) +
      arc(tl, tl, -tl) +
      'z'
    );
  }
  return (
    `M${fmt(x + tl)} ${fmt(y)}` +
    arc(tl, -tl, tl) +
    line('v', h - tl - bl) +
    arc(bl, bl, bl) +
    line('h', w - bl - br) +
    arc(br, br, -br) +
    line('v', -(h - br - tr)) +
    arc(tr, -tr, -tr) +
    'z'
  );
}

/** A circle as two half arcs. */
export function circle(cx: number, cy: number, r: number, clockwise = true): string {
  const sweep = clockwise ? 1 : 0;
  const radius = `${fmt(r)} ${fmt(r)}`;
  return `M${fmt(cx - r)} ${fmt(cy)}a${radius} 0 1 ${sweep} ${fmt(2 * r)} 0a${radius} 0 1 ${sweep} ${fmt(-2 * r)} 0z`;
}

function diamond(x: number, y: number, side: number, clockwise = true): string {
  const half = side / 2;
  const [first, second] = clockwise ? [half, -half] : [-half, half];
  return `M${fmt(x + half)} ${fmt(y)}l${fmt(first)} ${fmt(half)}l${fmt(-half)} ${fmt(half)}l${fmt(-first)} ${fmt(-half)}l${fmt(half)} ${fmt(second)}z`;
}

const all = (r: number): Radii => [r, r, r, r];
const leaf = (r: number): Radii => [r, 0, r, 0];

/**
 * Radii of a finder frame's outer edge (7 wide); its hole takes one module less on each corner.
 * 'circle' keeps one module of straight edge on each side. zbar finds a finder by fitting straight
 * lines (RANSAC, on points drawn at random) to its edges: a true circle (radius 3.5) it could not
 * find at 600–4096 px whenever the eye had corners, and half a module of straight edge (3.25) it
 * missed in about one read in 20 (its random state carries over between images, so a batch of
 * zbarimg reads failed 5 of 45 logo designs at 1000 px); one module it found in every read.
 */
const FINDER_FRAME_RADII: Record<FinderFrameStyle, number> = {
  square: 0,
  rounded: 1.5,
  'extra-rounded': 2.5,
  circle: 3,
  leaf: 2.5,
};

/**
 * The outer ring of a finder (side 7) or alignment pattern (side 5): an outline with a hole one
 * module in from each side, so the 1:1:3:1:1 run ratio decoders look for holds across the middle.
 */
export function finderFramePath(x: number, y: number, side: number, style: FinderFrameStyle): string {
  const r = (FINDER_FRAME_RADII[style] * side) / 7;
  const inner = Math.max(0, r - 1);
  const [outline, hole] = style === 'leaf' ? [leaf(r), leaf(inner)] : [all(r), all(inner)];
  return roundedRect(x, y, side, side, outline) + roundedRect(x + 1, y + 1, side - 2, side - 2, hole, false);
}

/** The eye of a finder (side 3) or the centre module of an alignment pattern (side 1). */
export function finderCentrePath(x: number, y: number, side: number, style: FinderCentreStyle): string {
  switch (style) {
    case 'square':
      return roundedRect(x, y, side, side, all(0));
    case 'rounded':
      return roundedRect(x, y, side, side, all(side * 0.25));
    case 'circle':
      return circle(x + side / 2, y + side / 2, side / 2);
    case 'leaf':
      return roundedRect(x, y, side, side, leaf(side * 0.45));
    case 'diamond':
      return diamond(x, y, side);
  }
}

/** Which of a module's four neighbours are dark: what connected patterns round or join by. */
export interface Neighbours {
  up: boolean;
  right: boolean;
  down: boolean;
  left: boolean;
}

/** Bars are this wide, dots this wide, small squares this wide: the gap keeps neighbours apart. */
const BAR_WIDTH = 0.8;
const DOT_DIAMETER = 0.9;
const SMALL_SQUARE = 0.8;

/**
 * The dark modules of a row-major grid (1 = draw) in a pattern, as one path; `origin` is where module (0, 0) goes.
 * Square modules are merged into horizontal runs, which keeps large codes' paths short.
 */
export function modulesPath(
  pattern: ModulePattern,
  drawn: Uint8Array,
  size: number,
  origin: { x: number; y: number },
): string {
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && drawn[y * size + x] === 1;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark(x, y)) continue;
      if (pattern === 'square') {
        const start = x;
        while (dark(x + 1, y)) x++;
        d += roundedRect(origin.x + start, origin.y + y, x + 1 - start, 1, all(0));
        continue;
      }
      const near = { up: dark(x, y - 1), right: dark(x + 1, y), down: dark(x, y + 1), left: dark(x - 1, y) };
      d += modulePath(pattern, origin.x + x, origin.y + y, near);
    }
  }
  return d;
}

/** One dark data module at (x, y) in the pattern. */
export function modulePath(pattern: ModulePattern, x: number, y: number, near: Neighbours): string {
  switch (pattern) {
    case 'square':
      return roundedRect(x, y, 1, 1, all(0));
    case 'rounded': {
      // A corner is round when neither neighbour touching it is dark, so runs and blocks read as one shape.
      const round = (a: boolean, b: boolean) => (a || b ? 0 : 0.5);
      return roundedRect(x, y, 1, 1, [
        round(near.up, near.left),
        round(near.up, near.right),
        round(near.down, near.right),
        round(near.down, near.left),
      ]);
    }
    case 'dots':
      return circle(x + 0.5, y + 0.5, DOT_DIAMETER / 2);
    case 'diamonds':
      return diamond(x, y, 1);
    case 'small-squares': {
      const inset = (1 - SMALL_SQUARE) / 2;
      return roundedRect(x + inset, y + inset, SMALL_SQUARE, SMALL_SQUARE, all(0));
    }
    case 'vertical-bars':
      return bar(x, y, near.up, near.down, true);
    case 'horizontal-bars':
      return bar(x, y, near.left, near.right, false);
    case 'classy':
      return roundedRect(x, y, 1, 1, leaf(0.45));
  }
}

/**
 * One module's piece of a bar: full length towards a dark neighbour along the bar, so pieces join
 * into one bar, and a round end where the bar stops.
 */
function bar(x: number, y: number, before: boolean, after: boolean, vertical: boolean): string {
  const inset = (1 - BAR_WIDTH) / 2;
  const r = BAR_WIDTH / 2;
  const start = before ? 0 : inset;
  const end = after ? 1 : 1 - inset;
  return vertical
    ? roundedRect(x + inset, y + start, BAR_WIDTH, end - start, [
        before ? 0 : r,
        before ? 0 : r,
        after ? 0 : r,
        after ? 0 : r,
      ])
    : roundedRect(x + start, y + inset, end - start, BAR_WIDTH, [
        before ? 0 : r,
        after ? 0 : r,
        after ? 0 : r,
        before ? 0 : r,
      ]);
}
