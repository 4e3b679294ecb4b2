import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { WebhookEventType } from '@liveqr/shared/contracts';
import { WebhookDelivery } from '../domain/webhook-delivery.entity';
import { WebhookEndpoint } from '../domain/webhook-endpoint.entity';

/** Shown in the delivery log per endpoint: the latest this many. */
const LOGGED_DELIVERIES = 50;

/** Endpoints and deliveries, always scoped by their owner where a user asks. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A repository on its own unit of work, for work outside a request (queue, events). */
  forked(): WebhookEndpointsRepository {
    return new WebhookEndpointsRepository(this.em.fork());
  }

  list(userId: string): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  count(userId: string): Promise<number> {
    return this.em.count(WebhookEndpoint, { userId });
  }

  find(userId: string, id: string): Promise<WebhookEndpoint | null> {
    return this.em.findOne(WebhookEndpoint, { id, userId });
  }

  findById(id: string): Promise<WebhookEndpoint | null> {
    return this.em.findOne(WebhookEndpoint, { id });
  }

  subscribedTo(userId: string, type: WebhookEventType): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, { userId, enabled: true, events: { $contains: [type] } });
  }

  /** Deliveries waiting for an attempt, due now or after a retry's wait, of every owner. */
  pendingDeliveries(): Promise<number> {
    return this.em.count(WebhookDelivery, { status: 'pending' });
  }

  /** Whether any endpoint at all listens for this event. */
  async anySubscribedTo(type: WebhookEventType): Promise<boolean> {
    return (await this.em.count(WebhookEndpoint, { enabled: true, events: { $contains: [type] } })) > 0;
  }

  deliveries(endpointId: string): Promise<WebhookDelivery[]> {
    return this.em.find(
      WebhookDelivery,
      { endpointId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LOGGED_DELIVERIES },
    );
  }

  findDelivery(id: string): Promise<WebhookDelivery | null> {
    return this.em.findOne(WebhookDelivery, { id });
  }

  add(entity: WebhookEndpoint | WebhookDelivery): void {
    this.em.persist(entity);
  }

  remove(endpoint: WebhookEndpoint): void {
    this.em.remove(endpoint);
  }

  async removeAllOf(userId: string): Promise<void> {
    await this.em.nativeDelete(WebhookEndpoint, { userId });
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
