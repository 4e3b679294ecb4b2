import type { ImageFormat } from '@liveqr/qr-render';
import { Query } from '@nestjs/cqrs';
import type { StaticQrStyle } from '../../../domain/static-qr-styles';
import type { QrCodeImage } from '../render-qr-code-image/render-qr-code-image.query';

/** A static code of a link (the home page's generator): nothing stored, nothing tracked. */
export class RenderStaticQrCodeQuery extends Query<QrCodeImage> {
  constructor(
    readonly url: string,
    readonly style: StaticQrStyle,
    readonly format: ImageFormat,
    readonly size: number,
  ) {
    super();
  }
}
