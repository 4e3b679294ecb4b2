import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { QrCodeView } from '../../qr-code.view';

export class ToggleQrCodeCommand extends Command<QrCodeView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
