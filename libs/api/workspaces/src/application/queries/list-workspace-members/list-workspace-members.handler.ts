import { GetMailRecipientsQuery, type PersonView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { ListWorkspaceMembersQuery, type WorkspaceMemberView } from './list-workspace-members.query';

@QueryHandler(ListWorkspaceMembersQuery)
export class ListWorkspaceMembersHandler implements IQueryHandler<ListWorkspaceMembersQuery> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly queries: QueryBus,
  ) {}

  /** Members whose account is gone (a deletion still on its way) are left out. */
  async execute({ workspaceId }: ListWorkspaceMembersQuery): Promise<WorkspaceMemberView[]> {
    const members = await this.workspaces.members(workspaceId);
    const people = await this.queries.execute<GetMailRecipientsQuery, PersonView[]>(
      new GetMailRecipientsQuery(members.map((member) => member.userId)),
    );
    const byId = new Map(people.map((person) => [person.userId, person]));
    return members.flatMap((member) => {
      const person = byId.get(member.userId);
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
