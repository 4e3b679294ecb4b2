import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ActivateTestSubscriptionHandler } from './application/commands/activate-test-subscription/activate-test-subscription.handler';
import { CancelTestSubscriptionHandler } from './application/commands/cancel-test-subscription/cancel-test-subscription.handler';
import { HandleStripeEventHandler } from './application/commands/handle-stripe-event/handle-stripe-event.handler';
import { OpenPortalHandler } from './application/commands/open-portal/open-portal.handler';
import { ResumeSubscriptionHandler } from './application/commands/resume-subscription/resume-subscription.handler';
import { StartCheckoutHandler } from './application/commands/start-checkout/start-checkout.handler';
import { GetBillingOverviewHandler } from './application/queries/get-billing-overview/get-billing-overview.handler';
import { GetSubscriptionStatusHandler } from './application/queries/get-subscription-status/get-subscription-status.handler';
import { billingModeOf } from './domain/billing-mode';
import { StripeEvent } from './domain/stripe-event.entity';
import { Subscription } from './domain/subscription.entity';
import { StripeGateway, StripeSdkGateway } from './infrastructure/stripe.gateway';
import { SubscriptionsRepository } from './infrastructure/subscriptions.repository';
import { BillingController } from './interface/billing.controller';
import { StripeWebhookController } from './interface/stripe-webhook.controller';
import { TestModeController } from './interface/test-mode.controller';
import { GetBillingAccountDataHandler } from './application/queries/get-account-data/get-billing-account-data.handler';

/** The billing bounded context: the Monthly Plan, subscriptions, Stripe and the subscription gate. */
@Module({
  imports: [MikroOrmModule.forFeature([Subscription, StripeEvent])],
  controllers: [BillingController, StripeWebhookController, TestModeController],
  providers: [
    SubscriptionsRepository,
    { provide: StripeGateway, useClass: StripeSdkGateway },
    GetSubscriptionStatusHandler,
    GetBillingOverviewHandler,
    GetBillingAccountDataHandler,
    StartCheckoutHandler,
    OpenPortalHandler,
    ResumeSubscriptionHandler,
    HandleStripeEventHandler,
    ActivateTestSubscriptionHandler,
    CancelTestSubscriptionHandler,
  ],
})
export class BillingModule implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Says at start how payments are taken, so a production server without Stripe keys is noticed. */
  onModuleInit(): void {
    const logger = new Logger('Billing');
    switch (billingModeOf(this.config)) {
      case 'stripe':
        return logger.log('Billing through Stripe');
      case 'test':
        return logger.warn('Billing in local test mode (no STRIPE_SECRET_KEY): no card is charged');
      case 'disabled':
        return logger.error(
          'Billing disabled: Stripe is not configured (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); test mode never runs in production',
        );
    }
  }
}
