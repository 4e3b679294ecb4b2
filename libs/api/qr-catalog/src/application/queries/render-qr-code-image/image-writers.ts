import { IMAGE_CONTENT_TYPES, type ImageFormat, QrRenderError, type RenderPlan, svgFromPlan } from '@liveqr/qr-render';
import { epsFromPlan, jpgFromPlan, pdfFromPlan, pngFromPlan } from '@liveqr/qr-render/node';
import { designRefusalException } from '../../../domain/qr-catalog.exception';

const WRITERS: Record<ImageFormat, (plan: RenderPlan) => Buffer | Promise<Buffer>> = {
  png: pngFromPlan,
  jpg: (plan) => jpgFromPlan(plan),
  svg: (plan) => Buffer.from(svgFromPlan(plan)),
  pdf: pdfFromPlan,
  eps: epsFromPlan,
};

/** Writes a planned code in one of the download formats, with the format's content type. */
export async function writeImage(
  plan: RenderPlan,
  format: ImageFormat,
): Promise<{ body: Buffer; contentType: string }> {
  return { body: await WRITERS[format](plan), contentType: IMAGE_CONTENT_TYPES[format] };
}

/** Plans a render; a design the renderer refuses (a size below the symbol's minimum...) is a coded 400. */
export function planOrRefuse(plan: () => RenderPlan): RenderPlan {
  try {
    return plan();
  } catch (error) {
    if (error instanceof QrRenderError) throw designRefusalException(error.refusal);
    throw error;
  }
}
