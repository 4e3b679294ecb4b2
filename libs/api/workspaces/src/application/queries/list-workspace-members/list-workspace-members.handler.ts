import { GetMailRecipientQuery, type MailRecipientView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { ListWorkspaceMembersQuery, type WorkspaceMemberView } from './list-workspace-members.query';

@QueryHandler(ListWorkspaceMembersQuery)
export class ListWorkspaceMembersHandler implements IQueryHandler<ListWorkspaceMembersQuery> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly queries: QueryBus,
  ) {}

  /** At most MAX_WORKSPACE_MEMBERS rows, so one lookup of each person's name is bounded. */
  async execute({ workspaceId }: ListWorkspaceMembersQuery): Promise<WorkspaceMemberView[]> {
    const members = await this.workspaces.members(workspaceId);
    const people = await Promise.all(
      members.map((member) =>
        this.queries.execute<GetMailRecipientQuery, MailRecipientView | null>(new GetMailRecipientQuery(member.userId)),
      ),
    );
    return members.flatMap((member, index) => {
      const person = people[index];
      if (!person) return [];
      return [
        {
          userId: member.userId,
          email: person.email,
          firstName: person.firstName,
          role: member.role,
          joinedAt: new Date(member.joinedAt).toISOString(),
          lastActiveAt: member.lastActiveAt === null ? null : new Date(member.lastActiveAt).toISOString(),
        },
      ];
    });
  }
}
