import { CheckDestinationQuery, type DestinationProblem } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DestinationGuard } from '../../destination-guard';

/** The destination policy for other contexts' URLs (webhooks): one policy, one home. */
@QueryHandler(CheckDestinationQuery)
export class CheckDestinationHandler implements IQueryHandler<CheckDestinationQuery, DestinationProblem | null> {
  constructor(private readonly guard: DestinationGuard) {}

  execute({ url }: CheckDestinationQuery): Promise<DestinationProblem | null> {
    return this.guard.problemOf(url);
  }
}
