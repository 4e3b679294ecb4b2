import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { GetAccountActivityQuery } from './get-account-activity.query';
import type { AccountEventView } from '../../../domain/account-event.entity';

@QueryHandler(GetAccountActivityQuery)
export class GetAccountActivityHandler implements IQueryHandler<GetAccountActivityQuery> {
  constructor(private readonly activity: AccountActivity) {}

  execute(query: GetAccountActivityQuery): Promise<AccountEventView[]> {
    return this.activity.list(query.userId);
  }
}
