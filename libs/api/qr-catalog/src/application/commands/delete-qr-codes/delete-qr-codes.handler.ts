import { randomUUID } from 'node:crypto';
import { QrCodesChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { announcedCodes, QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
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

  async execute({ ownerId, selection, actor }: DeleteQrCodesCommand): Promise<BulkDeletionView> {
    await this.references.assertSelection(ownerId, selection);
    const deletionId = randomUUID();
    const deleted = await this.codes.updateSelected(ownerId, selection, {
      deleted_at: new Date(),
      deletion_id: deletionId,
    });
    // Their slugs stop resolving now; QrCodeDeletedEvent follows when they are purged.
    this.events.publish(new QrCodesChangedEvent(ownerId, announcedCodes(deleted), { kind: 'deleted' }, actor));
    return bulkDeletionView(deleted.length, deletionId);
  }
}
