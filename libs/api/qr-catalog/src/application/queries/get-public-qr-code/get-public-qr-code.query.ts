import { Query } from '@nestjs/cqrs';
import type { PublicPageType, PublicQrCodeView } from './public-qr-code.view';

/**
 * A code's public page data, for anyone the code's rules let in (as its scan would). `viewerId`
 * (when signed in) only decides `isOwner`; `passed`: the visitor holds the code's pass (`CodePasses`).
 */
export class GetPublicQrCodeQuery<T extends PublicPageType = PublicPageType> extends Query<PublicQrCodeView<T>> {
  constructor(
    readonly id: string,
    readonly type: T,
    readonly viewerId: string | null = null,
    readonly passed = false,
  ) {
    super();
  }
}
