import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { BulkDeletionView } from '../../organise.view';
import type { QrCodeSelection } from '../../qr-code-filter';

/** Soft-deletes the codes; they are purged once the undo window has passed unless restored. */
export class DeleteQrCodesCommand extends Command<BulkDeletionView> {
  constructor(
    readonly ownerId: string,
    readonly selection: QrCodeSelection,
    readonly actor: Actor,
  ) {
    super();
  }
}
