import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { DeleteFolderCommand } from './delete-folder.command';

@CommandHandler(DeleteFolderCommand)
export class DeleteFolderHandler implements ICommandHandler<DeleteFolderCommand, void> {
  constructor(private readonly folders: FoldersRepository) {}

  async execute({ ownerId, id }: DeleteFolderCommand): Promise<void> {
    const folder = await this.folders.findOwned(ownerId, id);
    if (!folder) throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
    await this.folders.removeMovingContentsUp(folder);
  }
}
