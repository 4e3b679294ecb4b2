import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ResetTokensRepository } from '../../../infrastructure/reset-tokens.repository';
import { CheckResetLinkQuery } from './check-reset-link.query';

@QueryHandler(CheckResetLinkQuery)
export class CheckResetLinkHandler implements IQueryHandler<CheckResetLinkQuery> {
  constructor(private readonly resetTokens: ResetTokensRepository) {}

  async execute(query: CheckResetLinkQuery): Promise<void> {
    await this.resetTokens.findUsable(query.token);
  }
}
