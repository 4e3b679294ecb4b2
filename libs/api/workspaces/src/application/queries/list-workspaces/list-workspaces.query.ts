import { Query } from '@nestjs/cqrs';
import type { MembershipRow } from '../../../infrastructure/workspaces.repository';

/** The workspaces the person belongs to, with their role in each: their personal one first. */
export class ListWorkspacesQuery extends Query<MembershipRow[]> {
  constructor(readonly userId: string) {
    super();
  }
}
