import { GetWorkspaceNameQuery, type WorkspaceNameView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';

@QueryHandler(GetWorkspaceNameQuery)
export class GetWorkspaceNameHandler implements IQueryHandler<GetWorkspaceNameQuery, WorkspaceNameView | null> {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  async execute({ workspaceId }: GetWorkspaceNameQuery): Promise<WorkspaceNameView | null> {
    const workspace = await this.workspaces.find(workspaceId);
    return workspace ? { name: workspace.name, personal: workspace.personal } : null;
  }
}
