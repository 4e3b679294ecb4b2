import type { Readable } from 'node:stream';
import type { ImageFormat } from '@liveqr/qr-render';
import { Query } from '@nestjs/cqrs';
import type { QrCodeSelection } from '../../qr-code-filter';

export interface QrCodeImagesZip {
  /** The ZIP, written while the images are rendered one by one. */
  stream: Readable;
  fileName: string;
}

/** Every selected code's image in one ZIP, each as the single download would give it. */
export class RenderQrCodeImagesQuery extends Query<QrCodeImagesZip> {
  constructor(
    readonly ownerId: string,
    readonly selection: QrCodeSelection,
    readonly format: ImageFormat,
    readonly size: number,
  ) {
    super();
  }
}
