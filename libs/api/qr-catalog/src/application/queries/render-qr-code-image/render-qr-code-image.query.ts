import { Query } from '@nestjs/cqrs';

export const IMAGE_FORMATS = ['png', 'svg', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

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
    /** Pixels, 200–2000. */
    readonly size: number,
  ) {
    super();
  }
}
