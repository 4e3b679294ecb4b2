import PDFDocument from 'pdfkit';
import type { QrCustomization, QrCustomizationInput } from '../lib/customization';
import { MAX_SIZE } from '../lib/image-options';
import { QrRenderError } from '../lib/messages';
import { planRender, type RenderPlan } from '../lib/plan';
import {
  arrangeSlot,
  type Box,
  cmykOf,
  MIN_PRINTED_MODULE,
  type PageLayout,
  pageLayout,
  type PrintColourSpace,
  type PrintTemplate,
  type Slot,
} from '../lib/print-sheets/print-templates';
import { CAPTION_FONT_FILE } from './caption-font';
import { drawPlan, pdfBytes, type PdfColour } from './pdf';

export interface PrintSheetCode {
  payload: string;
  customization?: QrCustomizationInput | QrCustomization;
  /** Written under the code; empty: nothing. */
  caption: string;
}

export interface PrintSheetOptions {
  template: PrintTemplate;
  colourSpace?: PrintColourSpace;
  /** Called after each page with how many of the codes are done (placed or left off). */
  onProgress?(done: number): void | Promise<void>;
}

/** A code that is not on the sheet, by its index in the input, and why. */
export interface LeftOffCode {
  index: number;
  reason: 'design' | 'too-dense';
}

export interface PrintSheet {
  pdf: Buffer;
  pages: number;
  leftOff: LeftOffCode[];
}

/** Smallest caption type when a long one is shrunk to fit; longer ones are cut with an ellipsis. */
const CAPTION_FLOOR = 5;
/** Points a caption may measure beyond its band and still count as fitting: far less than any printer shows. */
const WIDTH_TOLERANCE = 0.001;
const CAPTION_FONT = 'caption';
const CAPTION_INK = '#000000';
/** Registration colour: crop marks show on every plate of a CMYK print. */
const MARK_INK: Record<PrintColourSpace, string | [number, number, number, number]> = {
  rgb: '#000000',
  cmyk: [100, 100, 100, 100],
};
const FOLD_INK = '#9ca3af';

/**
 * Codes laid out on a template's pages as one vector PDF: each code drawn in its own design by the
 * PDF download's drawer, its caption as text in the embedded caption face (so it can be searched and
 * read back), crop marks and bleed where the page is cut, a fold line on a table tent. A code whose
 * design cannot be drawn, or whose modules would print smaller than MIN_PRINTED_MODULE, is left off.
 * In CMYK every drawn colour is DeviceCMYK; a logo keeps its own (RGB) pixels.
 */
export async function printSheet(codes: readonly PrintSheetCode[], options: PrintSheetOptions): Promise<PrintSheet> {
  const layout = pageLayout(options.template);
  const colourSpace = options.colourSpace ?? 'rgb';
  const colour: PdfColour = colourSpace === 'cmyk' ? cmykOf : (hex) => hex;
  const withCaption = codes.some((code) => code.caption.trim() !== '');
  const content = layout.slots[0]?.content;
  if (!content) throw new Error(`Template ${options.template} has no slots`);

  const leftOff: LeftOffCode[] = [];
  const placed: RenderPlan[] = [];
  const captions: string[] = [];
  codes.forEach((code, index) => {
    const plan = planned(code);
    if (!plan) leftOff.push({ index, reason: 'design' });
    else if (arrangeSlot(content, plan.width, plan.height, withCaption).scale < MIN_PRINTED_MODULE)
      leftOff.push({ index, reason: 'too-dense' });
    else {
      placed.push(plan);
      captions.push(code.caption.trim());
    }
  });

  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    font: null as unknown as string,
    info: { Title: `QR codes (${options.template})`, Creator: 'LiveQR', Producer: 'LiveQR' },
  });
  const done = pdfBytes(doc);
  doc.registerFont(CAPTION_FONT, CAPTION_FONT_FILE);
  const pages = Math.max(1, Math.ceil(placed.length / layout.codesPerPage));
  for (let page = 0; page < pages; page++) {
    const first = page * layout.codesPerPage;
    const onPage = placed.slice(first, first + layout.codesPerPage);
    startPage(doc, layout, colour, onPage[0], colourSpace);
    for (const slot of layout.slots) {
      const plan = onPage[slot.code];
      if (plan) drawSlot(doc, slot, plan, captions[first + slot.code] ?? '', withCaption, colour);
    }
    await options.onProgress?.(Math.min(codes.length, Math.round(((page + 1) / pages) * codes.length)));
    // Between pages the event loop answers others: a sheet of 500 codes takes a few seconds.
    await new Promise((resolve) => setImmediate(resolve));
  }
  doc.end();
  return { pdf: await done, pages, leftOff };
}

function planned(code: PrintSheetCode): RenderPlan | null {
  try {
    // The largest size: its pixel grid leaves the least extra margin; a vector drawing has no pixels.
    return planRender(code.payload, code.customization, { size: MAX_SIZE });
  } catch (error) {
    if (error instanceof QrRenderError) return null;
    throw error;
  }
}

function startPage(
  doc: PDFKit.PDFDocument,
  layout: PageLayout,
  colour: PdfColour,
  firstPlan: RenderPlan | undefined,
  colourSpace: PrintColourSpace,
): void {
  doc.addPage({ size: [layout.width, layout.height], margin: 0 });
  if (layout.trim && layout.bleed) {
    // PDF boxes count from the bottom-left corner.
    const pdfBox = ({ x, y, width, height }: Box) => [x, layout.height - y - height, x + width, layout.height - y];
    const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> } };
    page.dictionary.data['TrimBox'] = pdfBox(layout.trim);
    page.dictionary.data['BleedBox'] = pdfBox(layout.bleed);
    // The design's background runs into the bleed, so a cut a little off leaves no white edge.
    const design = firstPlan?.customization;
    if (design && !design.transparentBackground) {
      const { x, y, width, height } = layout.bleed;
      doc.rect(x, y, width, height).fill(colour(design.background));
    }
  }
  if (layout.cropMarks) {
    doc.save().lineWidth(0.25).strokeColor(MARK_INK[colourSpace]);
    for (const mark of layout.cropMarks) doc.moveTo(mark.x1, mark.y1).lineTo(mark.x2, mark.y2).stroke();
    doc.restore();
  }
  if (layout.foldLine) {
    const { x1, y1, x2, y2 } = layout.foldLine;
    doc.save().lineWidth(0.5).dash(6, { space: 4 }).strokeColor(colour(FOLD_INK));
    doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
    doc.restore();
  }
}

function drawSlot(
  doc: PDFKit.PDFDocument,
  slot: Slot,
  plan: RenderPlan,
  caption: string,
  withCaption: boolean,
  colour: PdfColour,
): void {
  const arrangement = arrangeSlot(slot.content, plan.width, plan.height, withCaption);
  doc.save();
  if (slot.upsideDown) {
    const { x, y, width, height } = slot.label;
    doc.rotate(180, { origin: [x + width / 2, y + height / 2] });
  }
  doc.save();
  doc.translate(arrangement.code.x, arrangement.code.y).scale(arrangement.scale);
  drawPlan(doc, plan, colour);
  doc.restore();
  if (arrangement.caption && caption) writeCaption(doc, caption, arrangement.caption, colour);
  doc.restore();
}

/** One line, centred in its band: shrunk to fit down to CAPTION_FLOOR, then cut with an ellipsis. */
function writeCaption(
  doc: PDFKit.PDFDocument,
  text: string,
  { box, fontSize }: { box: Box; fontSize: number },
  colour: PdfColour,
): void {
  doc.font(CAPTION_FONT).fontSize(fontSize);
  let size = fontSize;
  const natural = doc.widthOfString(text);
  if (natural > box.width) size = Math.max(CAPTION_FLOOR, (fontSize * box.width) / natural);
  doc.fontSize(size);
  // Shrunk to the band's width exactly, a line measures a rounding error wider about one time in 35.
  const fits = (line: string) => doc.widthOfString(line) <= box.width + WIDTH_TOLERANCE;
  let line = text;
  while (line.length > 1 && !fits(line)) line = `${[...line].slice(0, -2).join('')}…`;
  const width = doc.widthOfString(line);
  const y = box.y + (box.height - doc.currentLineHeight()) / 2;
  doc.fillColor(colour(CAPTION_INK)).text(line, box.x + (box.width - width) / 2, y, { lineBreak: false });
}
