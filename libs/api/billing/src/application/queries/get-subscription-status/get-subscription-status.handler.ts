import { EntityManager } from '@mikro-orm/postgresql';
import { GetSubscriptionStatusQuery, type SubscriptionStatus } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NO_SUBSCRIPTION } from '../../../domain/subscription.entity';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';

/** The subscription gate asked by other contexts (creating and editing QR codes). */
@QueryHandler(GetSubscriptionStatusQuery)
export class GetSubscriptionStatusHandler implements IQueryHandler<GetSubscriptionStatusQuery, SubscriptionStatus> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async execute(query: GetSubscriptionStatusQuery): Promise<SubscriptionStatus> {
    // A fork: always the row as stored now, whoever asks and from whichever context.
    const subscription = await this.subscriptions.findByUserId(query.userId, this.em.fork());
    return subscription ? subscription.statusAt() : NO_SUBSCRIPTION;
  }
}
