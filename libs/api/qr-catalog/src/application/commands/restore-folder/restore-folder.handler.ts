import { FolderChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { type FolderView, toFolderView } from '../../organise.view';
import { RestoreFolderCommand } from './restore-folder.command';

@CommandHandler(RestoreFolderCommand)
export class RestoreFolderHandler implements ICommandHandler<RestoreFolderCommand, FolderView> {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, deletionId, actor }: RestoreFolderCommand): Promise<FolderView> {
    const id = await this.folders.restore(ownerId, deletionId);
    // Past its window (or never the caller's): nothing is left to bring back.
    if (!id) throw new QrCatalogException(QrCatalogErrorCode.UndoExpired);
    const [row] = (await this.folders.listOwned(ownerId)).filter((candidate) => candidate.folder.id === id);
    this.events.publish(new FolderChangedEvent(ownerId, id, row.folder.name, 'restored', actor));
    return toFolderView(row);
  }
}
