import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TagsRepository } from '../../../infrastructure/tags.repository';
import { type TagView, toTagView } from '../../organise.view';
import { ListTagsQuery } from './list-tags.query';

@QueryHandler(ListTagsQuery)
export class ListTagsHandler implements IQueryHandler<ListTagsQuery, TagView[]> {
  constructor(private readonly tags: TagsRepository) {}

  async execute({ ownerId }: ListTagsQuery): Promise<TagView[]> {
    return (await this.tags.listOwned(ownerId)).map(toTagView);
  }
}
