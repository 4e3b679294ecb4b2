/** The sheets a set of codes can be printed on. */
export const PRINT_TEMPLATES = [
  'avery-l7160',
  'avery-5160',
  'avery-l7121',
  'square-2in',
  'one-per-page',
  'table-tent',
] as const;
export type PrintTemplate = (typeof PRINT_TEMPLATES)[number];

/** What is written under each code. */
export const PRINT_CAPTIONS = ['name', 'short-link', 'none'] as const;
export type PrintCaption = (typeof PRINT_CAPTIONS)[number];

/** `cmyk` writes every colour as DeviceCMYK, which print shops ask for. */
export const PRINT_COLOUR_SPACES = ['rgb', 'cmyk'] as const;
export type PrintColourSpace = (typeof PRINT_COLOUR_SPACES)[number];

/** The most codes one print sheet job takes. */
export const MAX_PRINT_SHEET_CODES = 500;

export function isPrintTemplate(value: unknown): value is PrintTemplate {
  return PRINT_TEMPLATES.includes(value as PrintTemplate);
}

export function isPrintCaption(value: unknown): value is PrintCaption {
  return PRINT_CAPTIONS.includes(value as PrintCaption);
}

export function isPrintColourSpace(value: unknown): value is PrintColourSpace {
  return PRINT_COLOUR_SPACES.includes(value as PrintColourSpace);
}

/** A rectangle in points, from the page's top-left corner. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where one code goes on a page: the label's outline, and the area the code and its caption may take. */
export interface Slot {
  readonly label: Box;
  readonly round: boolean;
  /** The code and caption stay inside this (the label less a safety margin against a sheet fed askew). */
  readonly content: Box;
  /** Which of the page's codes it shows (a table tent shows its one code twice). */
  readonly code: number;
  /** Drawn upside down: the back of a folded table tent. */
  readonly upsideDown: boolean;
}

/** One page of a template: size, slots and the printer's marks. */
export interface PageLayout {
  readonly width: number;
  readonly height: number;
  readonly codesPerPage: number;
  readonly slots: readonly Slot[];
  /** The finished size, and how far colour runs past it, for a page that is cut after printing. */
  readonly trim?: Box;
  readonly bleed?: Box;
  /** Short lines that show the cutter where the trim is. */
  readonly cropMarks?: ReadonlyArray<{ x1: number; y1: number; x2: number; y2: number }>;
  /** Where a table tent is folded. */
  readonly foldLine?: { x1: number; y1: number; x2: number; y2: number };
}

const POINTS_PER_INCH = 72;
const mm = (millimetres: number) => (millimetres * POINTS_PER_INCH) / 25.4;
const inch = (inches: number) => inches * POINTS_PER_INCH;

const A4 = { width: mm(210), height: mm(297) };
const LETTER = { width: inch(8.5), height: inch(11) };

/** Kept clear inside each label: printers feed a sheet up to about a millimetre askew. */
const LABEL_SAFETY = mm(1.5);
/** Colour past the trim, so a cut a little off leaves no white edge. */
export const BLEED = mm(3);
const CROP_MARK_LENGTH = mm(5);
/** Room around the bleed for the crop marks. */
const SLUG = BLEED + CROP_MARK_LENGTH + mm(2);

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

interface Grid {
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** The first label's top-left corner. */
  left: number;
  top: number;
  /** From one label's corner to the next one's. */
  pitchX: number;
  pitchY: number;
  round?: boolean;
}

function gridLayout(grid: Grid): PageLayout {
  const slots: Slot[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const label = {
        x: grid.left + column * grid.pitchX,
        y: grid.top + row * grid.pitchY,
        ...grid.label,
      };
      // A round label's code and caption go in the square inscribed in its circle.
      const usable = grid.round ? inset(label, (label.width * (1 - Math.SQRT1_2)) / 2) : label;
      slots.push({
        label,
        round: grid.round ?? false,
        content: inset(usable, LABEL_SAFETY),
        code: slots.length,
        upsideDown: false,
      });
    }
  }
  return { ...grid.page, codesPerPage: slots.length, slots };
}

/** A centred grid: the margins that remain split evenly (as the sheets below are cut). */
function centred(page: number, count: number, size: number, pitch: number): number {
  return (page - (count - 1) * pitch - size) / 2;
}

function oneCodePerPage(): PageLayout {
  // A6, the size of a postcard or table card, cut from a larger sheet.
  const trimSize = { width: mm(105), height: mm(148) };
  const page = { width: trimSize.width + 2 * SLUG, height: trimSize.height + 2 * SLUG };
  const trim = { x: SLUG, y: SLUG, ...trimSize };
  const bleed = inset(trim, -BLEED);
  const right = trim.x + trim.width;
  const bottom = trim.y + trim.height;
  // Each corner's two marks start at the bleed's edge, in line with the trim.
  const near = BLEED;
  const far = BLEED + CROP_MARK_LENGTH;
  const cropMarks = [
    { x: trim.x, y: trim.y, dx: -1, dy: -1 },
    { x: right, y: trim.y, dx: 1, dy: -1 },
    { x: trim.x, y: bottom, dx: -1, dy: 1 },
    { x: right, y: bottom, dx: 1, dy: 1 },
  ].flatMap(({ x, y, dx, dy }) => [
    { x1: x + dx * near, y1: y, x2: x + dx * far, y2: y },
    { x1: x, y1: y + dy * near, x2: x, y2: y + dy * far },
  ]);
  return {
    ...page,
    codesPerPage: 1,
    slots: [{ label: trim, round: false, content: inset(trim, mm(10)), code: 0, upsideDown: false }],
    trim,
    bleed,
    cropMarks,
  };
}

function tableTent(): PageLayout {
  // An A4 sheet folded across its middle stands as a tent: the top half, printed upside down, is its back.
  const half = A4.height / 2;
  const margin = mm(15);
  const front: Box = { x: 0, y: half, width: A4.width, height: half };
  const back: Box = { x: 0, y: 0, width: A4.width, height: half };
  return {
    ...A4,
    codesPerPage: 1,
    slots: [
      { label: back, round: false, content: inset(back, margin), code: 0, upsideDown: true },
      { label: front, round: false, content: inset(front, margin), code: 0, upsideDown: false },
    ],
    foldLine: { x1: 0, y1: half, x2: A4.width, y2: half },
  };
}

const LAYOUTS: Record<PrintTemplate, () => PageLayout> = {
  // Avery L7160: A4, 3 × 7 labels of 63.5 × 38.1 mm, 2.54 mm between columns, none between rows.
  'avery-l7160': () =>
    gridLayout({
      page: A4,
      columns: 3,
      rows: 7,
      label: { width: mm(63.5), height: mm(38.1) },
      left: mm(7.21),
      top: mm(15.15),
      pitchX: mm(66.04),
      pitchY: mm(38.1),
    }),
  // Avery 5160: US Letter, 3 × 10 labels of 2⅝ × 1 in, ⅛ in between columns, none between rows.
  'avery-5160': () =>
    gridLayout({
      page: LETTER,
      columns: 3,
      rows: 10,
      label: { width: inch(2.625), height: inch(1) },
      left: inch(0.1875),
      top: inch(0.5),
      pitchX: inch(2.75),
      pitchY: inch(1),
    }),
  // Avery L7121 round labels as documented to us: A4, 3 × 4 circles of 63.5 mm, 3.5 mm apart, the grid
  // centred on the sheet. Not yet measured against a printed sheet: check a test print before a big run.
  'avery-l7121': () =>
    gridLayout({
      page: A4,
      columns: 3,
      rows: 4,
      label: { width: mm(63.5), height: mm(63.5) },
      left: centred(A4.width, 3, mm(63.5), mm(67)),
      top: centred(A4.height, 4, mm(63.5), mm(67)),
      pitchX: mm(67),
      pitchY: mm(67),
      round: true,
    }),
  // 2-inch squares on US Letter: 3 × 4, ½ in apart, the grid centred.
  'square-2in': () =>
    gridLayout({
      page: LETTER,
      columns: 3,
      rows: 4,
      label: { width: inch(2), height: inch(2) },
      left: centred(LETTER.width, 3, inch(2), inch(2.5)),
      top: centred(LETTER.height, 4, inch(2), inch(2.5)),
      pitchX: inch(2.5),
      pitchY: inch(2.5),
    }),
  'one-per-page': oneCodePerPage,
  'table-tent': tableTent,
};

/** The page every sheet of a template repeats. */
export function pageLayout(template: PrintTemplate): PageLayout {
  return LAYOUTS[template]();
}

/**
 * The smallest module a sheet prints: about 0.33 mm, the usual floor for phone cameras at arm's
 * length, and 3.9 pixels at 300 dpi. A code whose modules would come out smaller is left off the sheet.
 */
export const MIN_PRINTED_MODULE = mm(0.33);

/** Where a code of `aspect` (height / width) and its caption go inside a slot's content box. */
export interface SlotArrangement {
  /** The design's box: width is `scale` × its width in modules. */
  readonly code: Box;
  /** Points per module. */
  readonly scale: number;
  readonly caption?: { box: Box; fontSize: number };
}

/** Caption type sizes, in points: legible on a small label, not shouting on a page. */
const CAPTION_MIN = 6;
const CAPTION_MAX = 16;
/** The caption line's height per point of type. */
const CAPTION_LEADING = 1.35;

/**
 * The code as large as the content box allows above its caption (if any), the two centred as a
 * group. `designWidth`/`designHeight` are the design's size in modules.
 */
export function arrangeSlot(
  content: Box,
  designWidth: number,
  designHeight: number,
  withCaption: boolean,
): SlotArrangement {
  const fontSize = withCaption ? Math.min(CAPTION_MAX, Math.max(CAPTION_MIN, content.height * 0.085)) : 0;
  const band = fontSize * CAPTION_LEADING;
  const scale = Math.min(content.width / designWidth, (content.height - band) / designHeight);
  const width = designWidth * scale;
  const height = designHeight * scale;
  const top = content.y + (content.height - height - band) / 2;
  return {
    code: { x: content.x + (content.width - width) / 2, y: top, width, height },
    scale,
    ...(withCaption
      ? { caption: { box: { x: content.x, y: top + height, width: content.width, height: band }, fontSize } }
      : {}),
  };
}

/** A `#rrggbb` colour as CMYK percentages (the plain conversion: a print shop's profile refines it). */
export function cmykOf(hex: string): [number, number, number, number] {
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 100];
  const part = (channel: number) => Math.round(((1 - channel - k) / (1 - k)) * 1000) / 10;
  return [part(r), part(g), part(b), Math.round(k * 1000) / 10];
}
