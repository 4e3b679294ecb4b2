import { randomUUID } from 'node:crypto';
import { QrCodeChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type BulkDeletionView, bulkDeletionView } from '../../organise.view';
import { OwnedReferences } from '../../owned-references';
import { DeleteQrCodesCommand } from './delete-qr-codes.command';

@CommandHandler(DeleteQrCodesCommand)
export class DeleteQrCodesHandler implements ICommandHandler<DeleteQrCodesCommand, BulkDeletionView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly references: OwnedReferences,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, selection }: DeleteQrCodesCommand): Promise<BulkDeletionView> {
    await this.references.assertSelection(ownerId, selection);
    const deletionId = randomUUID();
    const deleted = await this.codes.updateSelected(ownerId, selection, {
      deleted_at: new Date(),
      deletion_id: deletionId,
    });
    // Their slugs stop resolving now; QrCodeDeletedEvent follows when they are purged.
    for (const code of deleted) this.events.publish(new QrCodeChangedEvent(code.id, ownerId, code.slug));
    return bulkDeletionView(deleted.length, deletionId);
  }
}
