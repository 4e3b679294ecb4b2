import { randomUUID } from 'node:crypto';
import { FolderChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { Folder } from '../../../domain/folder.entity';
import { QrCatalogException } from '../../../domain/qr-catalog.exception';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { checkedFolderName, FOLDER_REFUSAL_CODES, type FolderView, toFolderView } from '../../organise.view';
import { CreateFolderCommand } from './create-folder.command';

@CommandHandler(CreateFolderCommand)
export class CreateFolderHandler implements ICommandHandler<CreateFolderCommand, FolderView> {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, input, actor }: CreateFolderCommand): Promise<FolderView> {
    const name = checkedFolderName(input.name);
    const parentId = input.parentId ?? null;
    const folder = Folder.create({ id: randomUUID(), ownerId, name, parentId });
    const refusal = await this.folders.insertPlaced(folder);
    if (refusal) throw new QrCatalogException(FOLDER_REFUSAL_CODES[refusal]);
    this.events.publish(new FolderChangedEvent(ownerId, folder.id, folder.name, 'created', actor));
    return toFolderView({ folder, codeCount: 0 });
  }
}
