import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { QrCodeView } from '../../qr-code.view';

/** Copies a kit's design into one of the owner's codes, checked for that code's payload. */
export class ApplyBrandKitCommand extends Command<QrCodeView> {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
    readonly brandKitId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
