import { TagChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { TagsRepository } from '../../../infrastructure/tags.repository';
import { type UndoableDeletionView, undoableDeletionView } from '../../organise.view';
import { DeleteTagCommand } from './delete-tag.command';

@CommandHandler(DeleteTagCommand)
export class DeleteTagHandler implements ICommandHandler<DeleteTagCommand, UndoableDeletionView> {
  constructor(
    private readonly tags: TagsRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, id, actor }: DeleteTagCommand): Promise<UndoableDeletionView> {
    const tag = await this.tags.findOwned(ownerId, id);
    if (!tag) throw new QrCatalogException(QrCatalogErrorCode.TagNotFound);
    const deletionId = await this.tags.remove(tag);
    this.events.publish(new TagChangedEvent(ownerId, id, tag.name, 'deleted', actor));
    return undoableDeletionView(deletionId);
  }
}
