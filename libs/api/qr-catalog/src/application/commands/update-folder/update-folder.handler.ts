import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { checkedFolderName, type FolderView, toFolderView } from '../../organise.view';
import { UpdateFolderCommand } from './update-folder.command';

@CommandHandler(UpdateFolderCommand)
export class UpdateFolderHandler implements ICommandHandler<UpdateFolderCommand, FolderView> {
  constructor(private readonly folders: FoldersRepository) {}

  async execute({ ownerId, id, changes }: UpdateFolderCommand): Promise<FolderView> {
    const folder = await this.folders.findOwned(ownerId, id);
    if (!folder) throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
    const name = changes.name === undefined ? undefined : checkedFolderName(changes.name);
    const { parentId } = changes;
    if (parentId) {
      if (!(await this.folders.findOwned(ownerId, parentId))) {
        throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
      }
      // A folder inside itself would cut its whole branch off from the top level.
      if (await this.folders.isWithin(folder.id, parentId))
        throw new QrCatalogException(QrCatalogErrorCode.FolderCycle);
    }
    folder.edit({ name, parentId });
    await this.folders.save(folder);
    const [row] = (await this.folders.listOwned(ownerId)).filter((candidate) => candidate.folder.id === id);
    return toFolderView(row);
  }
}
