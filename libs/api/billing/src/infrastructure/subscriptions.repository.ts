import { randomUUID } from 'node:crypto';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MONTHLY_PLAN } from '../domain/plan';
import { Subscription } from '../domain/subscription.entity';

@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly em: EntityManager) {}

  findByUserId(userId: string, em: EntityManager = this.em): Promise<Subscription | null> {
    return em.findOne(Subscription, { userId });
  }

  /**
   * The user's row, created empty if missing and locked until the transaction of `em` ends:
   * two requests of one user (two Subscribe clicks) run one after the other.
   */
  async lockForUser(em: EntityManager, userId: string): Promise<Subscription> {
    const now = new Date();
    await em
      .createQueryBuilder(Subscription)
      .insert({
        id: randomUUID(),
        userId,
        status: 'none',
        planType: MONTHLY_PLAN.id,
        cancelAtPeriodEnd: false,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict('userId')
      .ignore()
      .execute();
    return em.findOneOrFail(Subscription, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** The row a Stripe object belongs to: by subscription id, then customer id, then our user id in its metadata. */
  async findForStripe(
    em: EntityManager,
    refs: { subscriptionId?: string | null; customerId?: string | null; userId?: string | null },
  ): Promise<Subscription | null> {
    const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    if (refs.subscriptionId) {
      const found = await em.findOne(Subscription, { stripeSubscriptionId: refs.subscriptionId }, lock);
      if (found) return found;
    }
    if (refs.customerId) {
      const found = await em.findOne(Subscription, { stripeCustomerId: refs.customerId }, lock);
      if (found) return found;
    }
    // Another app on the same Stripe account may put anything there: only our user ids are looked up.
    return refs.userId && UUID.test(refs.userId) ? em.findOne(Subscription, { userId: refs.userId }, lock) : null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
