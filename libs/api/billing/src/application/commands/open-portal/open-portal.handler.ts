import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BillingErrorCode, BillingException } from '../../../domain/billing.exception';
import { billingModeOf } from '../../../domain/billing-mode';
import { StripeGateway } from '../../../infrastructure/stripe.gateway';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';
import { type BillingRedirect, billingRedirect } from '../../billing-links';
import { OpenPortalCommand } from './open-portal.command';

/** Manage Subscription: Stripe's Customer Portal for the caller's own customer, or the local test page. */
@CommandHandler(OpenPortalCommand)
export class OpenPortalHandler implements ICommandHandler<OpenPortalCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeGateway,
  ) {}

  async execute(command: OpenPortalCommand): Promise<BillingRedirect> {
    const mode = billingModeOf(this.config);
    if (mode === 'disabled') throw new BillingException(BillingErrorCode.BillingDisabled);
    const subscription = await this.subscriptions.findByUserId(command.userId);
    const customerId = subscription?.stripeCustomerId;
    if (!customerId) throw new BillingException(BillingErrorCode.NoCustomer);
    if (mode === 'test') return billingRedirect(command.links.testPortal);
    return billingRedirect(
      await this.stripe.createPortalSession(customerId, this.config.publicUrl + command.links.page),
    );
  }
}
