import type { WorkspaceRole } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

export interface WorkspaceMemberView {
  userId: string;
  email: string;
  firstName: string;
  role: WorkspaceRole;
  joinedAt: string;
  lastActiveAt: string | null;
}

/** The workspace's members, the owner first, then by role and by when they joined. */
export class ListWorkspaceMembersQuery extends Query<WorkspaceMemberView[]> {
  constructor(readonly workspaceId: string) {
    super();
  }
}
