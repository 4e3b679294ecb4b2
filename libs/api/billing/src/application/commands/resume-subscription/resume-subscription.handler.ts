import { EntityManager } from '@mikro-orm/postgresql';
import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { BillingErrorCode, BillingException } from '../../../domain/billing.exception';
import { billingModeOf } from '../../../domain/billing-mode';
import type { StateChange, SubscriptionView } from '../../../domain/subscription.entity';
import { StripeGateway } from '../../../infrastructure/stripe.gateway';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';
import { publishStateChange } from '../../state-changes';
import { ResumeSubscriptionCommand } from './resume-subscription.command';

/** Withdraws the caller's own cancellation at period end, in Stripe or in local test mode. */
@CommandHandler(ResumeSubscriptionCommand)
export class ResumeSubscriptionHandler implements ICommandHandler<ResumeSubscriptionCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeGateway,
    private readonly events: EventBus,
  ) {}

  async execute(command: ResumeSubscriptionCommand): Promise<SubscriptionView> {
    const mode = billingModeOf(this.config);
    if (mode === 'disabled') throw new BillingException(BillingErrorCode.BillingDisabled);
    // Locked like checkout: a webhook about the same subscription waits until this answer is stored.
    const { view, change } = await this.em.transactional(async (em) => {
      const subscription = await this.subscriptions.lockForUser(em, command.userId);
      if (!subscription.isResumable()) throw new BillingException(BillingErrorCode.NothingToResume);
      let change: StateChange | undefined;
      if (mode === 'test') {
        subscription.resumeTestPlan();
      } else {
        const subscriptionId = subscription.stripeSubscriptionId;
        if (!subscriptionId) throw new BillingException(BillingErrorCode.NothingToResume);
        // Stripe's answer is its state as of now: an older event arriving later is then ignored.
        change = subscription.applyStripeState(await this.stripe.resumeSubscription(subscriptionId), new Date());
      }
      return { view: subscription.viewAt(), change };
    });
    // A resume keeps the plan active: a move in Stripe's answer (a payment failed meanwhile) is Stripe's news.
    publishStateChange(this.events, change, null);
    return view;
  }
}
