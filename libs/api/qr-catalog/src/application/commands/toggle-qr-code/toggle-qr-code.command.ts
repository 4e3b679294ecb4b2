import { Command } from '@nestjs/cqrs';
import type { QrCodeView } from '../../qr-code.view';

export class ToggleQrCodeCommand extends Command<QrCodeView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
