import type { QrColourStop } from './customization';
import type { CaptionLayout } from './frame';
import { QUIET_ZONE } from './image-options';
import { FINDER_SIZE, type LogoArea, type RenderPlan } from './plan';
import { finderCentrePath, finderFramePath, modulesPath } from './shapes';

/** Which colour a shape takes. */
export type Paint = 'foreground' | 'finder' | 'frame' | 'background';

/** The foreground with its geometry resolved in drawing units. */
export type ResolvedFill =
  | { type: 'solid'; colour: string }
  | { type: 'linear'; x1: number; y1: number; x2: number; y2: number; stops: QrColourStop[] }
  | { type: 'radial'; cx: number; cy: number; r: number; stops: QrColourStop[] };

/**
 * A plan turned into what any format draws, in order: the SVG, PDF and EPS writers only translate
 * this, so the three never differ in what they show.
 */
export interface Drawing {
  /** Where the design sits in the image: writers translate everything below by it. */
  readonly origin: { x: number; y: number };
  /** Absent when the background is transparent. */
  readonly background?: string;
  /** Solid colours by paint; a gradient foreground's entry is its first stop. */
  readonly colours: Readonly<Record<Paint, string>>;
  readonly foregroundFill: ResolvedFill;
  /** SVG path data in drawing units, painted in order. */
  readonly shapes: ReadonlyArray<{ d: string; paint: Paint; crisp: boolean }>;
  readonly logo?: { image: string; x: number; y: number; side: number };
  readonly caption?: CaptionLayout;
}

export function drawing(plan: RenderPlan): Drawing {
  const { customization, matrix, frame } = plan;
  const { foreground, background, transparentBackground, finderColour, modulePattern, finderFrame, finderCentre } =
    customization;
  const origin = { x: plan.codeX + QUIET_ZONE, y: plan.codeY + QUIET_ZONE };
  const foregroundColour = foreground.type === 'solid' ? foreground.colour : (foreground.stops[0]?.colour ?? '#000000');
  const { finders, alignments } = functionPatterns(matrix.size, plan.logoArea);
  const drawn = drawnModules(plan, [...finders, ...alignments]);
  // A finder (side 7, eye 3) or an alignment pattern (side 5, centre module 1) at matrix position (x, y).
  const patternPath = (x: number, y: number, side: number, centre: number) =>
    finderFramePath(origin.x + x, origin.y + y, side, finderFrame) +
    finderCentrePath(origin.x + x + 2, origin.y + y + 2, centre, finderCentre);
  const squareFinders = finderFrame === 'square' && finderCentre === 'square';
  return {
    origin: plan.origin,
    ...(transparentBackground ? {} : { background }),
    colours: {
      foreground: foregroundColour,
      finder: finderColour ?? foregroundColour,
      frame: customization.frame?.colour ?? foregroundColour,
      background,
    },
    foregroundFill: resolveFill(plan),
    shapes: (
      [
        ...(frame ? [{ d: frame.path, paint: 'frame' as const, crisp: false }] : []),
        {
          d: modulesPath(modulePattern, drawn, matrix.size, origin),
          paint: 'foreground',
          crisp: modulePattern === 'square',
        },
        {
          d: alignments.map(({ x, y }) => patternPath(x, y, 5, 1)).join(''),
          paint: 'foreground',
          crisp: squareFinders,
        },
        {
          d: finders.map(({ x, y }) => patternPath(x, y, FINDER_SIZE, 3)).join(''),
          paint: finderColour === undefined ? 'foreground' : 'finder',
          crisp: squareFinders,
        },
      ] satisfies Drawing['shapes']
    ).filter((shape) => shape.d !== ''),
    ...(customization.logo && plan.logoBox ? { logo: { image: customization.logo.image, ...plan.logoBox } } : {}),
    ...(frame ? { caption: frame.caption } : {}),
  };
}

interface Pattern {
  /** Top-left module, in matrix coordinates. */
  readonly x: number;
  readonly y: number;
  readonly side: number;
}

/** Finder patterns, and the alignment patterns the logo leaves uncovered, drawn whole in the finder styles. */
function functionPatterns(size: number, logo: LogoArea | undefined): { finders: Pattern[]; alignments: Pattern[] } {
  const far = size - FINDER_SIZE;
  const finders = [
    { x: 0, y: 0, side: FINDER_SIZE },
    { x: far, y: 0, side: FINDER_SIZE },
    { x: 0, y: far, side: FINDER_SIZE },
  ];
  const logoSquare = logo && { x: logo.start, y: logo.start, side: logo.size };
  const centres = alignmentCentres(size);
  const alignments = centres
    .flatMap((y) => centres.map((x) => ({ x: x - 2, y: y - 2, side: 5 })))
    .filter((alignment) => !finders.some((finder) => overlaps(alignment, finder)))
    .filter((alignment) => !logoSquare || !overlaps(alignment, logoSquare));
  return { finders, alignments };
}

/**
 * The dark modules the module pattern draws: finder and alignment patterns are drawn whole in the
 * finder styles, and modules under the logo are cleared.
 */
function drawnModules(plan: RenderPlan, patterns: Pattern[]): Uint8Array {
  const { size, modules } = plan.matrix;
  const drawn = modules.slice();
  const clear = ({ x, y, side }: Pattern) => {
    for (let row = y; row < y + side; row++) drawn.fill(0, row * size + x, row * size + x + side);
  };
  patterns.forEach(clear);
  if (plan.logoArea) clear({ x: plan.logoArea.start, y: plan.logoArea.start, side: plan.logoArea.size });
  return drawn;
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

/** Gradients span the symbol (not the quiet zone): a linear one corner to corner along its angle, a radial one centre to corners. */
function resolveFill(plan: RenderPlan): ResolvedFill {
  const fill = plan.customization.foreground;
  const side = plan.matrix.size;
  const cx = plan.codeX + QUIET_ZONE + side / 2;
  const cy = plan.codeY + QUIET_ZONE + side / 2;
  switch (fill.type) {
    case 'solid':
      return fill;
    case 'linear': {
      const radians = (fill.angle * Math.PI) / 180;
      const dx = Math.cos(radians);
      const dy = Math.sin(radians);
      const half = ((Math.abs(dx) + Math.abs(dy)) * side) / 2;
      return {
        type: 'linear',
        x1: cx - dx * half,
        y1: cy - dy * half,
        x2: cx + dx * half,
        y2: cy + dy * half,
        stops: fill.stops,
      };
    }
    case 'radial':
      return { type: 'radial', cx, cy, r: (side * Math.SQRT2) / 2, stops: fill.stops };
  }
}
