import { TagChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { TagsRepository } from '../../../infrastructure/tags.repository';
import { type TagView, toTagView } from '../../organise.view';
import { RestoreTagCommand } from './restore-tag.command';

@CommandHandler(RestoreTagCommand)
export class RestoreTagHandler implements ICommandHandler<RestoreTagCommand, TagView> {
  constructor(
    private readonly tags: TagsRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, deletionId, actor }: RestoreTagCommand): Promise<TagView> {
    const id = await this.tags.restore(ownerId, deletionId);
    // Past its window (or never the caller's): nothing is left to bring back.
    if (!id) throw new QrCatalogException(QrCatalogErrorCode.UndoExpired);
    const [row] = (await this.tags.listOwned(ownerId)).filter((candidate) => candidate.tag.id === id);
    this.events.publish(new TagChangedEvent(ownerId, id, row.tag.name, 'restored', actor));
    return toTagView(row);
  }
}
