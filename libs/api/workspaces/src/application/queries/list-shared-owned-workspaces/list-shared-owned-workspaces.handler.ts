import { ListSharedOwnedWorkspacesQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';

@QueryHandler(ListSharedOwnedWorkspacesQuery)
export class ListSharedOwnedWorkspacesHandler implements IQueryHandler<ListSharedOwnedWorkspacesQuery, string[]> {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  execute({ userId }: ListSharedOwnedWorkspacesQuery): Promise<string[]> {
    return this.workspaces.sharedOwnedBy(userId);
  }
}
