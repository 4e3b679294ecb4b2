import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { TagsRepository } from '../../../infrastructure/tags.repository';
import { type UndoableDeletionView, undoableDeletionView } from '../../organise.view';
import { DeleteTagCommand } from './delete-tag.command';

@CommandHandler(DeleteTagCommand)
export class DeleteTagHandler implements ICommandHandler<DeleteTagCommand, UndoableDeletionView> {
  constructor(private readonly tags: TagsRepository) {}

  async execute({ ownerId, id }: DeleteTagCommand): Promise<UndoableDeletionView> {
    const tag = await this.tags.findOwned(ownerId, id);
    if (!tag) throw new QrCatalogException(QrCatalogErrorCode.TagNotFound);
    return undoableDeletionView(await this.tags.remove(tag));
  }
}
