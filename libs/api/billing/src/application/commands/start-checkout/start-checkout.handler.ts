import { EntityManager } from '@mikro-orm/postgresql';
import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BillingErrorCode, BillingException } from '../../../domain/billing.exception';
import { billingModeOf } from '../../../domain/billing-mode';
import { StripeGateway } from '../../../infrastructure/stripe.gateway';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';
import { type BillingRedirect, billingRedirect } from '../../billing-links';
import { StartCheckoutCommand } from './start-checkout.command';

@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeGateway,
  ) {}

  execute(command: StartCheckoutCommand): Promise<BillingRedirect> {
    const mode = billingModeOf(this.config);
    if (mode === 'disabled') throw new BillingException(BillingErrorCode.BillingDisabled);
    // The row lock makes a second Subscribe click wait, then reuse the session the first one opened.
    return this.em.transactional(async (em) => {
      const subscription = await this.subscriptions.lockForUser(em, command.userId);
      if (subscription.isActive()) throw new BillingException(BillingErrorCode.AlreadySubscribed);
      if (mode === 'test') return billingRedirect(command.links.testCheckout);
      const open = subscription.openCheckoutUrl();
      if (open) return billingRedirect(open);
      const session = await this.stripe.createCheckoutSession({
        userId: command.userId,
        email: command.email,
        customerId: subscription.stripeCustomerId,
        // Stripe fills in {CHECKOUT_SESSION_ID}; the page reads it for the conversion event.
        successUrl: this.config.publicUrl + command.links.success('{CHECKOUT_SESSION_ID}'),
        cancelUrl: this.config.publicUrl + command.links.canceled,
      });
      subscription.rememberCheckout(session);
      return billingRedirect(session.url);
    });
  }
}
