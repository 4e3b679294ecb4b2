import { Query } from '@nestjs/cqrs';
import type { AccountEventView } from '../../../domain/account-event.entity';

/** The signed-in user's recent activity, newest first. */
export class GetAccountActivityQuery extends Query<AccountEventView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
