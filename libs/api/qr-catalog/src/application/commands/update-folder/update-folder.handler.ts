import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { checkedFolderName, FOLDER_REFUSAL_CODES, type FolderView, toFolderView } from '../../organise.view';
import { UpdateFolderCommand } from './update-folder.command';

@CommandHandler(UpdateFolderCommand)
export class UpdateFolderHandler implements ICommandHandler<UpdateFolderCommand, FolderView> {
  constructor(private readonly folders: FoldersRepository) {}

  async execute({ ownerId, id, changes }: UpdateFolderCommand): Promise<FolderView> {
    const name = changes.name === undefined ? undefined : checkedFolderName(changes.name);
    const edited = await this.folders.editPlaced(ownerId, id, { name, parentId: changes.parentId });
    if (typeof edited === 'string') throw new QrCatalogException(FOLDER_REFUSAL_CODES[edited]);
    const [row] = (await this.folders.listOwned(ownerId)).filter((candidate) => candidate.folder.id === id);
    return toFolderView(row);
  }
}
