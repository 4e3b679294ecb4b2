import { Command } from '@nestjs/cqrs';
import type { QrCodeAppealView } from '../../appeal-views';

/** The owner of a disabled code asks the operators to look at it again; one open appeal per code. */
export class AppealQrCodeCommand extends Command<QrCodeAppealView> {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
    readonly message: string,
    readonly at = new Date(),
  ) {
    super();
  }
}
