import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { type UndoableDeletionView, undoableDeletionView } from '../../organise.view';
import { DeleteFolderCommand } from './delete-folder.command';

@CommandHandler(DeleteFolderCommand)
export class DeleteFolderHandler implements ICommandHandler<DeleteFolderCommand, UndoableDeletionView> {
  constructor(private readonly folders: FoldersRepository) {}

  async execute({ ownerId, id }: DeleteFolderCommand): Promise<UndoableDeletionView> {
    const folder = await this.folders.findOwned(ownerId, id);
    if (!folder) throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
    return undoableDeletionView(await this.folders.removeMovingContentsUp(folder));
  }
}
