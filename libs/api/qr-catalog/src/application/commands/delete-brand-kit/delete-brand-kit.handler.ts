import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { DeleteBrandKitCommand } from './delete-brand-kit.command';

/** Codes designed with the kit keep their design: it was copied into them. */
@CommandHandler(DeleteBrandKitCommand)
export class DeleteBrandKitHandler implements ICommandHandler<DeleteBrandKitCommand, void> {
  constructor(private readonly kits: BrandKitsRepository) {}

  async execute({ ownerId, id }: DeleteBrandKitCommand): Promise<void> {
    const kit = await this.kits.findOwned(ownerId, id);
    if (!kit) throw new QrCatalogException(QrCatalogErrorCode.BrandKitNotFound);
    await this.kits.remove(kit);
  }
}
