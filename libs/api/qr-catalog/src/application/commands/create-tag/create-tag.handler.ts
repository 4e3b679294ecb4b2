import { randomUUID } from 'node:crypto';
import { TagChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { Tag } from '../../../domain/tag.entity';
import { TagsRepository } from '../../../infrastructure/tags.repository';
import { checkedTagName, type TagView, toTagView } from '../../organise.view';
import { CreateTagCommand } from './create-tag.command';

@CommandHandler(CreateTagCommand)
export class CreateTagHandler implements ICommandHandler<CreateTagCommand, TagView> {
  constructor(
    private readonly tags: TagsRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, input, actor }: CreateTagCommand): Promise<TagView> {
    const tag = Tag.create({ id: randomUUID(), ownerId, name: checkedTagName(input.name), colour: input.colour });
    await this.tags.save(tag);
    this.events.publish(new TagChangedEvent(ownerId, tag.id, tag.name, 'created', actor));
    return toTagView({ tag, codeCount: 0 });
  }
}
