import { Query } from '@nestjs/cqrs';
import type { PublicPageType, PublicQrCodeView } from './public-qr-code.view';

/** A code's public page data; anyone may read it. `viewerId` (when signed in) only decides `isOwner`. */
export class GetPublicQrCodeQuery<T extends PublicPageType = PublicPageType> extends Query<PublicQrCodeView<T>> {
  constructor(
    readonly id: string,
    readonly type: T,
    readonly viewerId: string | null = null,
  ) {
    super();
  }
}
