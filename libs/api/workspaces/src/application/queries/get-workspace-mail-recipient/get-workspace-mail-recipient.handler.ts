import {
  GetMailRecipientQuery,
  GetWorkspaceMailRecipientQuery,
  type MailRecipientView,
} from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';

@QueryHandler(GetWorkspaceMailRecipientQuery)
export class GetWorkspaceMailRecipientHandler implements IQueryHandler<
  GetWorkspaceMailRecipientQuery,
  MailRecipientView | null
> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workspaceId }: GetWorkspaceMailRecipientQuery): Promise<MailRecipientView | null> {
    const ownerId = await this.workspaces.ownerOf(workspaceId);
    return this.queries.execute<GetMailRecipientQuery, MailRecipientView | null>(new GetMailRecipientQuery(ownerId));
  }
}
