import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type MembershipRow, WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { ListWorkspacesQuery } from './list-workspaces.query';

@QueryHandler(ListWorkspacesQuery)
export class ListWorkspacesHandler implements IQueryHandler<ListWorkspacesQuery> {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  execute({ userId }: ListWorkspacesQuery): Promise<MembershipRow[]> {
    return this.workspaces.listFor(userId);
  }
}
