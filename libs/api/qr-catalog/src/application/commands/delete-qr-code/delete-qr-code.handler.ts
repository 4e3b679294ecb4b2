import { QrCodeDeletedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { DeleteQrCodeCommand } from './delete-qr-code.command';

@CommandHandler(DeleteQrCodeCommand)
export class DeleteQrCodeHandler implements ICommandHandler<DeleteQrCodeCommand, void> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, id, actor }: DeleteQrCodeCommand): Promise<void> {
    const code = await this.codes.findOwned(ownerId, id);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    const { slug } = code;
    await this.codes.remove(code);
    this.events.publish(new QrCodeDeletedEvent(id, ownerId, slug, actor));
  }
}
