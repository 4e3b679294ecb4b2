import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { StripeEvent } from '../../../domain/stripe-event.entity';
import type { StateChange, Subscription } from '../../../domain/subscription.entity';
import { snapshotOf, StripeGateway } from '../../../infrastructure/stripe.gateway';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';
import { publishStateChange } from '../../state-changes';
import { HandleStripeEventCommand } from './handle-stripe-event.command';

/**
 * Keeps the user's `subscriptions` row in step with Stripe. Each event id is processed once
 * (a redelivery is a no-op), and the newest Stripe state wins whatever the delivery order:
 * events carrying a subscription are applied only when newer than what is held; events that
 * only name one (checkout, invoices) and same-second ties re-read the subscription from Stripe.
 * A move to another state is told once committed, as Stripe's report (no person's doing).
 */
@CommandHandler(HandleStripeEventCommand)
export class HandleStripeEventHandler implements ICommandHandler<HandleStripeEventCommand> {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeGateway,
    private readonly events: EventBus,
  ) {}

  async execute(command: HandleStripeEventCommand): Promise<void> {
    const event = this.stripe.verifyEvent(command.rawBody, command.signature);
    const change = await this.em.transactional(async (em) => {
      // The event id is claimed in the same transaction as its effect: a failure frees it for Stripe's retry.
      const claimed = await em
        .createQueryBuilder(StripeEvent)
        .insert({ id: event.id, type: event.type, processedAt: new Date() })
        .onConflict('id')
        .ignore()
        .execute('run');
      if (claimed.affectedRows === 0) {
        this.logger.log(`Stripe event ${event.id} (${event.type}) was already processed`);
        return undefined;
      }
      return this.apply(em, event);
    });
    publishStateChange(this.events, change, null);
  }

  private async apply(em: EntityManager, event: Stripe.Event): Promise<StateChange | undefined> {
    const observedAt = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const customerId = idOf(session.customer);
        const subscriptionId = idOf(session.subscription);
        const subscription = await this.subscriptions.findForStripe(em, {
          subscriptionId,
          customerId,
          userId: session.client_reference_id,
        });
        if (!subscription || !customerId) return this.unknown(event, customerId);
        subscription.completeCheckout(customerId, subscriptionId);
        return subscriptionId ? this.reread(subscription, subscriptionId, observedAt) : undefined;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const stripeSubscription = event.data.object;
        const customerId = idOf(stripeSubscription.customer);
        const subscription = await this.subscriptions.findForStripe(em, {
          subscriptionId: stripeSubscription.id,
          customerId,
          userId: stripeSubscription.metadata['userId'],
        });
        if (!subscription) return this.unknown(event, customerId);
        if (subscription.tracksAnotherActiveSubscription(stripeSubscription.id)) return;
        switch (subscription.compareStripeTime(observedAt)) {
          case 'newer':
            return subscription.applyStripeState(snapshotOf(stripeSubscription), observedAt);
          case 'same-time':
            return this.reread(subscription, stripeSubscription.id, observedAt);
          case 'stale':
            return;
        }
        return;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const customerId = idOf(invoice.customer);
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        const subscription = await this.subscriptions.findForStripe(em, { subscriptionId, customerId });
        if (!subscription || !subscriptionId) return this.unknown(event, customerId);
        if (subscription.tracksAnotherActiveSubscription(subscriptionId)) return;
        return this.reread(subscription, subscriptionId, observedAt);
      }
      default:
        return;
    }
  }

  /** Stripe's current state is newer than any event: applied whatever the event order. */
  private async reread(
    subscription: Subscription,
    subscriptionId: string,
    observedAt: Date,
  ): Promise<StateChange | undefined> {
    return subscription.applyStripeState(await this.stripe.retrieveSubscription(subscriptionId), observedAt);
  }

  /** Not ours (another app on the account, or a deleted user): answered 200 so Stripe stops retrying. */
  private unknown(event: Stripe.Event, customerId: string | null): undefined {
    this.logger.warn(`Stripe event ${event.id} (${event.type}) for unknown customer ${customerId ?? '(none)'} ignored`);
    return undefined;
  }
}

function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}
