import { TagChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { TagsRepository } from '../../../infrastructure/tags.repository';
import { checkedTagName, type TagView, toTagView } from '../../organise.view';
import { UpdateTagCommand } from './update-tag.command';

@CommandHandler(UpdateTagCommand)
export class UpdateTagHandler implements ICommandHandler<UpdateTagCommand, TagView> {
  constructor(
    private readonly tags: TagsRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, id, changes, actor }: UpdateTagCommand): Promise<TagView> {
    const tag = await this.tags.findOwned(ownerId, id);
    if (!tag) throw new QrCatalogException(QrCatalogErrorCode.TagNotFound);
    tag.edit({ name: changes.name === undefined ? undefined : checkedTagName(changes.name), colour: changes.colour });
    await this.tags.save(tag);
    this.events.publish(new TagChangedEvent(ownerId, id, tag.name, 'updated', actor));
    const [row] = (await this.tags.listOwned(ownerId)).filter((candidate) => candidate.tag.id === id);
    return toTagView(row);
  }
}
