import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ResetLinks } from '../../../infrastructure/one-time-links';
import { CheckResetLinkQuery } from './check-reset-link.query';

@QueryHandler(CheckResetLinkQuery)
export class CheckResetLinkHandler implements IQueryHandler<CheckResetLinkQuery> {
  constructor(private readonly links: ResetLinks) {}

  async execute(query: CheckResetLinkQuery): Promise<void> {
    await this.links.findUsable(query.token);
  }
}
