import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { assertTestMode } from '../../../domain/billing-mode';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';
import { publishStateChange } from '../../state-changes';
import { ActivateTestSubscriptionCommand } from './activate-test-subscription.command';

@CommandHandler(ActivateTestSubscriptionCommand)
export class ActivateTestSubscriptionHandler implements ICommandHandler<ActivateTestSubscriptionCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly events: EventBus,
  ) {}

  async execute(command: ActivateTestSubscriptionCommand): Promise<string> {
    assertTestMode(this.config);
    const change = await this.em.transactional(async (em) => {
      const subscription = await this.subscriptions.lockForUser(em, command.userId);
      return subscription.isActive() ? undefined : subscription.activateTestPlan();
    });
    publishStateChange(this.events, change, command.actor);
    return `test_${randomUUID()}`;
  }
}
