import type { ImageFormat } from '@liveqr/qr-render';
import { Query } from '@nestjs/cqrs';

export interface QrCodeImage {
  body: Buffer;
  contentType: string;
  /** '{name or qr-code}.{ext}', as the dashboard's Download saves it. */
  fileName: string;
}

export class RenderQrCodeImageQuery extends Query<QrCodeImage> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly format: ImageFormat,
    /** Pixels (points for PDF and EPS), 128–4096 and at least the symbol's minimum. */
    readonly size: number,
  ) {
    super();
  }
}
