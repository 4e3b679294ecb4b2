import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FoldersRepository } from '../../../infrastructure/folders.repository';
import { type FolderView, toFolderView } from '../../organise.view';
import { ListFoldersQuery } from './list-folders.query';

@QueryHandler(ListFoldersQuery)
export class ListFoldersHandler implements IQueryHandler<ListFoldersQuery, FolderView[]> {
  constructor(private readonly folders: FoldersRepository) {}

  async execute({ ownerId }: ListFoldersQuery): Promise<FolderView[]> {
    return (await this.folders.listOwned(ownerId)).map(toFolderView);
  }
}
