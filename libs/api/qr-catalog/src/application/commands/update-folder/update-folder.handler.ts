import { FolderChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { checkedFolderName, FOLDER_REFUSAL_CODES, type FolderView, toFolderView } from '../../organise.view';
import { UpdateFolderCommand } from './update-folder.command';

@CommandHandler(UpdateFolderCommand)
export class UpdateFolderHandler implements ICommandHandler<UpdateFolderCommand, FolderView> {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, id, changes, actor }: UpdateFolderCommand): Promise<FolderView> {
    const name = changes.name === undefined ? undefined : checkedFolderName(changes.name);
    const edited = await this.folders.editPlaced(ownerId, id, { name, parentId: changes.parentId });
    if (typeof edited === 'string') throw new QrCatalogException(FOLDER_REFUSAL_CODES[edited]);
    const [row] = (await this.folders.listOwned(ownerId)).filter((candidate) => candidate.folder.id === id);
    this.events.publish(new FolderChangedEvent(ownerId, id, row.folder.name, 'updated', actor));
    return toFolderView(row);
  }
}
