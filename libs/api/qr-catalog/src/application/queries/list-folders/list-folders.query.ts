import { Query } from '@nestjs/cqrs';
import type { FolderView } from '../../organise.view';

/** Every folder of the owner, flat (each names its parent), by name. */
export class ListFoldersQuery extends Query<FolderView[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
