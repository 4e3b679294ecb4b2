import { Query } from '@nestjs/cqrs';
import type { TagView } from '../../organise.view';

/** Every tag of the owner, by name. */
export class ListTagsQuery extends Query<TagView[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
