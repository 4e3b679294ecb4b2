import { create } from 'qrcode';
import { QrRenderError } from './errors';

/** The module grid of a QR symbol, without quiet zone. */
export interface QrMatrix {
  /** Modules per side. */
  readonly size: number;
  /** Row-major, one byte per module: 1 dark, 0 light. */
  readonly modules: Uint8Array;
}

export const RENDER_MESSAGES = {
  emptyPayload: 'There is nothing to encode',
  tooLong: 'The content is too long to fit in a QR code',
  tooLongWithLogo: 'The content is too long to fit in a QR code with a logo: remove the logo or shorten the content',
} as const;

/**
 * Runs that numeric (6+ digits) or alphanumeric (10+ characters) mode could store in fewer bits
 * than byte mode. Shorter runs cost more in segment headers than they save.
 */
const RUN_WORTH_A_MODE_SWITCH = /\d{6}|[0-9A-Z $%*+\-./:]{10}/;
const utf8 = new TextEncoder();

/**
 * Only the matrix comes from `qrcode`; drawing is ours. Error correction is M (15% recovery);
 * a logo hides up to a fifth of the symbol, so codes with one use H (30%).
 */
export function buildMatrix(payload: string, { withLogo }: { withLogo: boolean }): QrMatrix {
  if (payload === '') throw new QrRenderError(RENDER_MESSAGES.emptyPayload);
  // qrcode's optimal segmentation is a third of its run time; most payloads (lower-case URLs,
  // vCards) end up as one byte segment anyway, so it only runs when a mode switch can pay off.
  const data = RUN_WORTH_A_MODE_SWITCH.test(payload)
    ? payload
    : [{ mode: 'byte' as const, data: utf8.encode(payload) }];
  try {
    const { modules } = create(data, { errorCorrectionLevel: withLogo ? 'H' : 'M' });
    return { size: modules.size, modules: modules.data };
  } catch (error) {
    if (error instanceof Error && /too big/.test(error.message)) {
      throw new QrRenderError(withLogo ? RENDER_MESSAGES.tooLongWithLogo : RENDER_MESSAGES.tooLong);
    }
    throw error;
  }
}
