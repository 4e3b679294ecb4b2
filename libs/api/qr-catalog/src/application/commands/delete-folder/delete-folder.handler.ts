import { FolderChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { type UndoableDeletionView, undoableDeletionView } from '../../organise.view';
import { DeleteFolderCommand } from './delete-folder.command';

@CommandHandler(DeleteFolderCommand)
export class DeleteFolderHandler implements ICommandHandler<DeleteFolderCommand, UndoableDeletionView> {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, id, actor }: DeleteFolderCommand): Promise<UndoableDeletionView> {
    const folder = await this.folders.findOwned(ownerId, id);
    if (!folder) throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
    const deletionId = await this.folders.removeMovingContentsUp(folder);
    this.events.publish(new FolderChangedEvent(ownerId, id, folder.name, 'deleted', actor));
    return undoableDeletionView(deletionId);
  }
}
