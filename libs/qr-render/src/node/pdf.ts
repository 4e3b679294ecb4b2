import PDFDocument from 'pdfkit';
import svgpath from 'svgpath';
import type { QrCustomization, QrCustomizationInput } from '../lib/customization';
import { drawing, type ResolvedFill } from '../lib/drawing';
import type { RenderOptions } from '../lib/image-options';
import { planRender, type RenderPlan } from '../lib/plan';
import { captionOutline } from './caption-outline';
import { rasteriseLogo } from './logo-raster';

/**
 * A one-page vector PDF, `size` points wide: every module, finder and frame a filled path, the
 * caption as glyph outlines, the logo an embedded image. Throws QrRenderError like the others.
 */
export function renderPdf(
  payload: string,
  customization?: QrCustomizationInput | QrCustomization,
  options?: RenderOptions,
): Promise<Buffer> {
  return pdfFromPlan(planRender(payload, customization, options));
}

export function pdfFromPlan(plan: RenderPlan): Promise<Buffer> {
  const scale = plan.pixelWidth / plan.width;
  // No default font: captions are outlines, so the file needs none.
  const doc = new PDFDocument({
    size: [plan.pixelWidth, (plan.height * plan.pixelWidth) / plan.width],
    margin: 0,
    font: null as unknown as string,
    info: { Title: 'QR code', Creator: 'LiveQR', Producer: 'LiveQR' },
  });
  const done = pdfBytes(doc);
  doc.scale(scale);
  drawPlan(doc, plan);
  doc.end();
  return done;
}

/** What a colour is written as: the `#rrggbb` itself (DeviceRGB), or CMYK percentages (DeviceCMYK) for print shops. */
export type PdfColour = (hex: string) => string | [number, number, number, number];

/**
 * Draws a planned design at the document's current origin, one drawing unit (a module) per unit of
 * the current transformation: the one drawer of the PDF download and of the print sheets.
 */
export function drawPlan(doc: PDFKit.PDFDocument, plan: RenderPlan, colour: PdfColour = (hex) => hex): void {
  const art = drawing(plan);
  doc.save();
  if (art.background) doc.rect(0, 0, plan.width, plan.height).fill(colour(art.background));
  doc.translate(art.origin.x, art.origin.y);
  for (const shape of art.shapes) {
    doc.path(normalised(shape.d));
    if (shape.paint === 'foreground' && art.foregroundFill.type !== 'solid')
      doc.fill(gradient(doc, art.foregroundFill, colour));
    else doc.fill(colour(art.colours[shape.paint]));
  }
  if (art.logo) {
    const { png } = rasteriseLogo(art.logo.image);
    doc.image(png, art.logo.x, art.logo.y, { width: art.logo.side, height: art.logo.side });
  }
  if (art.caption) doc.path(normalised(captionOutline(art.caption))).fill(colour(art.colours[art.caption.ink]));
  doc.restore();
}

/** The document's bytes once it has ended. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Absolute commands without arcs: what every PDF path parser reads the same way. */
export function normalised(d: string): string {
  return svgpath(d).abs().unarc().round(3).toString();
}

function gradient(doc: PDFKit.PDFDocument, fill: Exclude<ResolvedFill, { type: 'solid' }>, colour: PdfColour) {
  const shading =
    fill.type === 'linear'
      ? doc.linearGradient(fill.x1, fill.y1, fill.x2, fill.y2)
      : doc.radialGradient(fill.cx, fill.cy, 0, fill.cx, fill.cy, fill.r);
  // pdfkit takes a CMYK array for a stop as for a fill; its typings only list strings.
  for (const stop of fill.stops) shading.stop(stop.offset, colour(stop.colour) as string);
  return shading;
}
