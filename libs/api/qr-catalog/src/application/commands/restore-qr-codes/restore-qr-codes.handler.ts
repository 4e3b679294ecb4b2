import { QrCodesChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { announcedCodes, QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type BulkResultView, bulkResultView } from '../../organise.view';
import { RestoreQrCodesCommand } from './restore-qr-codes.command';

@CommandHandler(RestoreQrCodesCommand)
export class RestoreQrCodesHandler implements ICommandHandler<RestoreQrCodesCommand, BulkResultView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, deletionId, actor }: RestoreQrCodesCommand): Promise<BulkResultView> {
    const restored = await this.codes.restore(ownerId, deletionId);
    // Purged already (or never the caller's): nothing is left to bring back.
    if (restored.length === 0) throw new QrCatalogException(QrCatalogErrorCode.UndoExpired);
    this.events.publish(new QrCodesChangedEvent(ownerId, announcedCodes(restored), { kind: 'restored' }, actor));
    return bulkResultView(restored.length);
  }
}
