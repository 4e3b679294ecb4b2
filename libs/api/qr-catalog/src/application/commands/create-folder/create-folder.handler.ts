import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Folder } from '../../../domain/folder.entity';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { checkedFolderName, type FolderView, toFolderView } from '../../organise.view';
import { CreateFolderCommand } from './create-folder.command';

@CommandHandler(CreateFolderCommand)
export class CreateFolderHandler implements ICommandHandler<CreateFolderCommand, FolderView> {
  constructor(private readonly folders: FoldersRepository) {}

  async execute({ ownerId, input }: CreateFolderCommand): Promise<FolderView> {
    const name = checkedFolderName(input.name);
    const parentId = input.parentId ?? null;
    if (parentId && !(await this.folders.findOwned(ownerId, parentId))) {
      throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
    }
    const folder = Folder.create({ id: randomUUID(), ownerId, name, parentId });
    await this.folders.save(folder);
    return toFolderView({ folder, codeCount: 0 });
  }
}
