import { Query } from '@nestjs/cqrs';
import type { QrCodeView } from '../../qr-code.view';

export class GetQrCodeQuery extends Query<QrCodeView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
