import type { CornerStyle } from './customization';
import { FINDER_SIZE, QUIET_ZONE } from './plan';
import type { RenderPlan } from './plan';

/** Numbers for path data: at most 3 decimals, no float noise such as 0.30000000000000004. */
export function fmt(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * The dark modules the module style draws: finder and alignment patterns are drawn whole by the
 * corner style (see patternsPath), and modules under the logo are cleared.
 */
export function drawnModules(plan: RenderPlan): Uint8Array {
  const { size, modules } = plan.matrix;
  const drawn = modules.slice();
  const clear = ({ x, y, side }: Pattern) => {
    for (let row = y; row < y + side; row++) drawn.fill(0, row * size + x, row * size + x + side);
  };
  patterns(plan).forEach(clear);
  const logo = logoSquare(plan);
  if (logo) clear(logo);
  return drawn;
}

/**
 * Square modules as one stroked path of horizontal runs: 'M x y+.5 h run m gap 0 h run …'.
 * A unit-wide stroke along each row's centre line covers exactly its modules.
 */
export function squareModulesPath(drawn: Uint8Array, size: number, origin: number): string {
  let d = '';
  for (let y = 0; y < size; y++) {
    const row = y * size;
    let runEnd = -1;
    for (let x = 0; x < size; x++) {
      if (drawn[row + x] === 0) continue;
      const start = x;
      while (x + 1 < size && drawn[row + x + 1] === 1) x++;
      d += runEnd < 0 ? `M${start + origin} ${y + origin + 0.5}` : `m${start - runEnd} 0`;
      d += `h${x + 1 - start}`;
      runEnd = x + 1;
    }
  }
  return d;
}

/** Each module a circle of 90% of the module, so neighbours stay apart. */
export function dotModulesPath(drawn: Uint8Array, size: number, origin: number): string {
  let d = '';
  for (let i = 0; i < drawn.length; i++) {
    if (drawn[i] === 1) d += circle(origin + (i % size) + 0.5, origin + Math.floor(i / size) + 0.5, 0.45);
  }
  return d;
}

/**
 * Each module a square whose outer corners are rounded: a corner is round when neither neighbour
 * touching it is dark, so runs and blocks read as one smooth shape.
 */
export function roundedModulesPath(drawn: Uint8Array, size: number, origin: number): string {
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && drawn[y * size + x] === 1;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark(x, y)) continue;
      const up = dark(x, y - 1);
      const down = dark(x, y + 1);
      const left = dark(x - 1, y);
      const right = dark(x + 1, y);
      d += cornerSquare(origin + x, origin + y, !up && !left, !up && !right, !down && !right, !down && !left);
    }
  }
  return d;
}

/**
 * Finder patterns (7x7, three corners) and alignment patterns (5x5) as whole shapes in the corner
 * style. Drawing them whole, rather than as loose dots, keeps the geometry decoders lock onto.
 */
export function patternsPath(plan: RenderPlan, style: CornerStyle): string {
  const origin = plan.codeOrigin + QUIET_ZONE;
  return patterns(plan)
    .map(({ x, y, side }) => pattern(origin + x, origin + y, side, style))
    .join('');
}

interface Pattern {
  /** Top-left module and side, in matrix coordinates. */
  readonly x: number;
  readonly y: number;
  readonly side: number;
}

/** Finder patterns, then the alignment patterns the logo leaves uncovered. */
function patterns(plan: RenderPlan): Pattern[] {
  const { size } = plan.matrix;
  const far = size - FINDER_SIZE;
  const finders = [
    { x: 0, y: 0, side: FINDER_SIZE },
    { x: far, y: 0, side: FINDER_SIZE },
    { x: 0, y: far, side: FINDER_SIZE },
  ];
  const logo = logoSquare(plan);
  const centres = alignmentCentres(size);
  const alignments = centres
    .flatMap((y) => centres.map((x) => ({ x: x - 2, y: y - 2, side: 5 })))
    .filter((alignment) => !finders.some((finder) => overlaps(alignment, finder)))
    .filter((alignment) => !logo || !overlaps(alignment, logo));
  return [...finders, ...alignments];
}

function logoSquare({ logoArea }: RenderPlan): Pattern | undefined {
  return logoArea && { x: logoArea.start, y: logoArea.start, side: logoArea.size };
}

/** Row/column centres of alignment patterns (ISO/IEC 18004 Annex E), from the symbol size. */
export function alignmentCentres(size: number): number[] {
  const version = (size - 17) / 4;
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const centres = [6];
  for (let i = count - 1; i >= 1; i--) centres.push(size - 7 - (i - 1) * step);
  return centres;
}

function overlaps(a: Pattern, b: Pattern): boolean {
  return a.x < b.x + b.side && b.x < a.x + a.side && a.y < b.y + b.side && b.y < a.y + a.side;
}

/** Ring, gap and centre: a dark square of `side`, a light one of side-2, a dark one of side-4. */
function pattern(x: number, y: number, side: number, style: CornerStyle): string {
  return (
    shape(x, y, side, style, true) +
    shape(x + 1, y + 1, side - 2, style, false) +
    shape(x + 2, y + 2, side - 4, style, true)
  );
}

function shape(x: number, y: number, side: number, style: CornerStyle, clockwise: boolean): string {
  switch (style) {
    case 'square':
      return roundedRect(x, y, side, 0, clockwise);
    case 'rounded':
      return roundedRect(x, y, side, side * 0.28, clockwise);
    case 'dot':
      return circle(x + side / 2, y + side / 2, side / 2, clockwise);
  }
}

/**
 * A square of side `side` with corner radius `r`. Counter-clockwise squares cut holes out of
 * clockwise ones under the default non-zero fill rule.
 */
function roundedRect(x: number, y: number, side: number, r: number, clockwise: boolean): string {
  const edge = fmt(side - 2 * r);
  if (r === 0) return clockwise ? `M${x} ${y}h${side}v${side}h-${side}z` : `M${x} ${y}v${side}h${side}v-${side}z`;
  const a = (dx: number, dy: number) => `a${fmt(r)} ${fmt(r)} 0 0 ${clockwise ? 1 : 0} ${fmt(dx)} ${fmt(dy)}`;
  return clockwise
    ? `M${fmt(x + r)} ${y}h${edge}${a(r, r)}v${edge}${a(-r, r)}h-${edge}${a(-r, -r)}v-${edge}${a(r, -r)}z`
    : `M${fmt(x + r)} ${y}${a(-r, r)}v${edge}${a(r, r)}h${edge}${a(r, -r)}v-${edge}${a(-r, -r)}z`;
}

function circle(cx: number, cy: number, r: number, clockwise = true): string {
  const sweep = clockwise ? 1 : 0;
  const radius = `${fmt(r)} ${fmt(r)}`;
  return `M${fmt(cx - r)} ${fmt(cy)}a${radius} 0 1 ${sweep} ${fmt(2 * r)} 0a${radius} 0 1 ${sweep} ${fmt(-2 * r)} 0z`;
}

/** A unit square at (x, y) with a half-module radius on the corners asked for (clockwise from top-left). */
function cornerSquare(
  x: number,
  y: number,
  topLeft: boolean,
  topRight: boolean,
  bottomRight: boolean,
  bottomLeft: boolean,
): string {
  const r = 0.5;
  let d = `M${x} ${topLeft ? y + r : y}`;
  d += topLeft ? 'a.5 .5 0 0 1 .5-.5' : '';
  d += topLeft && topRight ? '' : `h${1 - (topLeft ? r : 0) - (topRight ? r : 0)}`;
  d += topRight ? 'a.5 .5 0 0 1 .5 .5' : '';
  d += topRight && bottomRight ? '' : `v${1 - (topRight ? r : 0) - (bottomRight ? r : 0)}`;
  d += bottomRight ? 'a.5 .5 0 0 1-.5 .5' : '';
  d += bottomRight && bottomLeft ? '' : `h-${1 - (bottomRight ? r : 0) - (bottomLeft ? r : 0)}`;
  d += bottomLeft ? 'a.5 .5 0 0 1-.5-.5' : '';
  return `${d}z`;
}
