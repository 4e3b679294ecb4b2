import type { AccountEventView } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** The signed-in user's recent activity, newest first. */
export class GetAccountActivityQuery extends Query<AccountEventView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
