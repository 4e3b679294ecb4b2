import type { QrFrame } from './customization';
import { fmt, type Radii, roundedRect } from './shapes';

/** Where a frame puts the code and its caption, and the frame's own shapes, in module units. */
export interface FrameLayout {
  readonly width: number;
  readonly height: number;
  /** Top-left corner of the code's quiet zone. */
  readonly codeX: number;
  readonly codeY: number;
  /** Everything drawn in the frame colour, as one path. */
  readonly path: string;
  readonly caption: CaptionLayout;
}

export interface CaptionLayout {
  readonly text: string;
  /** Horizontal centre and baseline. */
  readonly x: number;
  readonly baseline: number;
  readonly fontSize: number;
  /** The band's vertical centre and the width the caption may take: writers that measure the text fit it to these. */
  readonly centreY: number;
  readonly maxWidth: number;
  /** The frame colour on the background, or the background colour on a filled band. */
  readonly ink: 'frame' | 'background';
}

/**
 * Average advance of a bold sans-serif character, in em: captions are sized from it so that they
 * fit whatever face the viewer substitutes.
 */
const AVERAGE_ADVANCE = 0.68;
/** Share of a caption band's height a capital letter fills. */
const CAPTION_HEIGHT = 0.55;
/** A baseline this far (in em) below the band's centre centres capitals, without relying on dominant-baseline support. */
export const BASELINE_DROP = 0.35;

type Template = (geometry: Geometry) => { path: string; band: Band; ink: CaptionLayout['ink']; size: Size };

interface Geometry {
  /** Side of the code with its quiet zone. */
  code: number;
  /** Frame stroke: thin lines. */
  line: number;
  /** Frame border: filled bands. */
  border: number;
  /** Height of the caption band. */
  band: number;
  top: boolean;
}

interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
  codeX: number;
  codeY: number;
}

/** The frame around the quiet zone of a `codeSize`-module code. */
export function layoutFrame(codeSize: number, frame: QrFrame): FrameLayout {
  const border = Math.max(1, Math.round(codeSize * 0.04));
  const geometry: Geometry = {
    code: codeSize,
    line: Math.max(0.5, border / 2),
    border,
    band: codeSize * 0.2,
    top: frame.captionPosition === 'top',
  };
  const { path, band, ink, size } = TEMPLATES[frame.template](geometry);
  const characters = [...frame.caption].length;
  const maxWidth = band.width * 0.9;
  const fontSize = Math.min(band.height * CAPTION_HEIGHT, maxWidth / (AVERAGE_ADVANCE * characters));
  return {
    ...size,
    path,
    caption: {
      text: frame.caption,
      x: band.x + band.width / 2,
      baseline: band.y + band.height / 2 + fontSize * BASELINE_DROP,
      fontSize,
      centreY: band.y + band.height / 2,
      maxWidth,
      ink,
    },
  };
}

/**
 * The code box at the top (caption below) or below the band (caption above): `around` is the
 * space between the box's edge and the quiet zone, `gap` between the box and the band.
 */
function stack({ code, band, top }: Geometry, around: number, gap: number): { box: Band; band: Band; size: Size } {
  const boxSide = code + 2 * around;
  const height = boxSide + gap + band;
  const boxY = top ? band + gap : 0;
  return {
    box: { x: 0, y: boxY, width: boxSide, height: boxSide },
    band: { x: 0, y: top ? 0 : boxSide + gap, width: boxSide, height: band },
    size: { width: boxSide, height, codeX: around, codeY: boxY + around },
  };
}

const ring = (box: Band, thickness: number, radius: number) =>
  roundedRect(box.x, box.y, box.width, box.height, uniform(radius)) +
  roundedRect(
    box.x + thickness,
    box.y + thickness,
    box.width - 2 * thickness,
    box.height - 2 * thickness,
    uniform(Math.max(0, radius - thickness)),
    false,
  );

const uniform = (r: number): Radii => [r, r, r, r];

/** Rounded on the side away from the code only. */
const awayFromCode = (r: number, top: boolean): Radii => (top ? [r, r, 0, 0] : [0, 0, r, r]);

/** A hole the size of the code's quiet zone, so the background (or transparency) shows through. */
function codeHole(size: Size, code: number, radius = 0): string {
  return roundedRect(size.codeX, size.codeY, code, code, uniform(radius), false);
}

const outline =
  (rounded: boolean): Template =>
  (g) => {
    const { box, band, size } = stack(g, g.line * 2, 0);
    return { path: ring(box, g.line, rounded ? g.border * 2 : 0), band, ink: 'frame', size };
  };

const banner =
  (rounded: boolean): Template =>
  (g) => {
    const width = g.code + 2 * g.border;
    const size = {
      width,
      height: g.border + g.code + g.band,
      codeX: g.border,
      codeY: g.top ? g.band : g.border,
    };
    const path =
      roundedRect(0, 0, width, size.height, uniform(rounded ? g.border * 1.5 : 0)) +
      codeHole(size, g.code, rounded ? g.border * 0.5 : 0);
    const band = { x: 0, y: g.top ? 0 : g.border + g.code, width, height: g.band };
    return { path, band, ink: 'background', size };
  };

const bubble: Template = (g) => {
  const pointer = g.band * 0.2;
  const { band, size } = stack(g, 0, pointer);
  const inset = size.width * 0.1;
  const box = { x: inset, y: band.y, width: size.width - 2 * inset, height: band.height };
  const tipY = g.top ? box.y + box.height + pointer : box.y - pointer;
  const baseY = g.top ? box.y + box.height : box.y;
  const centre = size.width / 2;
  const direction = g.top ? -1 : 1;
  const triangle =
    `M${fmt(centre - pointer * direction)} ${fmt(baseY)}L${fmt(centre)} ${fmt(tipY)}` +
    `L${fmt(centre + pointer * direction)} ${fmt(baseY)}z`;
  return {
    path: roundedRect(box.x, box.y, box.width, box.height, uniform(box.height * 0.25)) + triangle,
    band: box,
    ink: 'background',
    size,
  };
};

const pill: Template = (g) => {
  const { band, size } = stack(g, 0, 0);
  const height = band.height * 0.8;
  const box = { x: size.width * 0.12, y: band.y + (band.height - height) / 2, width: size.width * 0.76, height };
  return { path: ring(box, g.line, height / 2), band: box, ink: 'frame', size };
};

const brackets: Template = (g) => {
  const { box, band, size } = stack(g, g.line * 2, 0);
  const arm = box.width * 0.16;
  const t = g.line * 1.5;
  const corners = [
    [box.x, box.y, 1, 1],
    [box.x + box.width, box.y, -1, 1],
    [box.x + box.width, box.y + box.height, -1, -1],
    [box.x, box.y + box.height, 1, -1],
  ] as const;
  const path = corners
    .map(([x, y, dx, dy]) => {
      // Each bracket an L drawn clockwise or counter-clockwise depending on its corner; both fill.
      const horizontal = roundedRect(Math.min(x, x + dx * arm), Math.min(y, y + dy * t), arm, t, uniform(0));
      const vertical = roundedRect(Math.min(x, x + dx * t), Math.min(y, y + dy * arm), t, arm, uniform(0));
      return horizontal + vertical;
    })
    .join('');
  return { path, band, ink: 'frame', size };
};

const tab: Template = (g) => {
  const { box, band, size } = stack(g, g.line * 2, 0);
  const width = box.width * 0.64;
  const tabBox = { x: (box.width - width) / 2, y: band.y - (g.top ? 0 : g.line), width, height: band.height + g.line };
  const path =
    ring(box, g.line, g.border) +
    roundedRect(tabBox.x, tabBox.y, tabBox.width, tabBox.height, awayFromCode(tabBox.height * 0.3, g.top));
  return { path, band: tabBox, ink: 'background', size };
};

const TEMPLATES: Record<QrFrame['template'], Template> = {
  outline: outline(false),
  'rounded-outline': outline(true),
  banner: banner(false),
  'rounded-banner': banner(true),
  bubble,
  pill,
  brackets,
  tab,
};
