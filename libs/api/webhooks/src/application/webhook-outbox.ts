import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SqlTransaction, WebhookEventType } from '@liveqr/shared/contracts';
import { WEBHOOK_TEST_EVENT } from '@liveqr/shared/contracts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.entity';
import { DeliveryQueue } from '../infrastructure/delivery-queue';
import { WebhookEndpointsRepository } from '../infrastructure/webhook-endpoints.repository';

/**
 * Turns an event into one delivery per endpoint that subscribed to it: written to the log, then
 * queued. The body is fixed here, so every attempt sends (and signs) the same bytes.
 */
@Injectable()
export class WebhookOutbox {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly queue: DeliveryQueue,
  ) {}

  async publish(ownerId: string, type: WebhookEventType, data: object): Promise<void> {
    await this.publishEach(ownerId, type, [data]);
  }

  /** One message per item (codes created at once), with one look-up of the subscribers for them all. */
  async publishEach(ownerId: string, type: WebhookEventType, items: readonly object[]): Promise<void> {
    const subscribers = await this.endpoints.forked().subscribedTo(ownerId, type);
    await this.deliver(subscribers, type, items);
  }

  /**
   * Messages of events that come in bursts (scans): each to its owner's endpoints subscribed to
   * `type`, all in one statement, without the ORM's work per entity, within the caller's
   * transaction; this replica attempts them once it commits. Their data comes as JSON already.
   */
  async publishWithin(
    type: WebhookEventType,
    messages: ReadonlyArray<{ ownerId: string; data: string }>,
    transaction: SqlTransaction,
  ): Promise<void> {
    if (messages.length === 0) return;
    const now = new Date();
    await this.endpoints.queueMessagesWithin(
      type,
      messages.map(({ ownerId, data }) => ({ ownerId, body: bodyWith(type, data, now) })),
      this.queue.leaseSeconds,
      transaction,
      (leased, within) => this.queue.attemptOnceCommitted(leased, within),
    );
  }

  /** "Send test event": a `webhook.test` message to this endpoint alone; its delivery's id. */
  async sendTest(endpoint: WebhookEndpoint): Promise<string> {
    const [id] = await this.deliver([endpoint], WEBHOOK_TEST_EVENT, [
      { endpointId: endpoint.id, message: 'A test event from LiveQR' },
    ]);
    return id;
  }

  /** One delivery per item and endpoint, written and queued in one transaction; their ids. */
  private async deliver(endpoints: WebhookEndpoint[], type: string, items: readonly object[]): Promise<string[]> {
    const now = new Date();
    const deliveries = items.flatMap((data) =>
      endpoints.map((endpoint) => ({
        id: `msg_${randomUUID().replaceAll('-', '')}`,
        endpointId: endpoint.id,
        userId: endpoint.userId,
        body: bodyOf(type, data, now),
      })),
    );
    if (deliveries.length === 0) return [];
    await this.endpoints.queueDeliveries(type, deliveries, now, (deliveryIds, transaction) =>
      this.queue.enqueueAllWithin(deliveryIds, transaction),
    );
    return deliveries.map(({ id }) => id);
  }
}

/** What every attempt of a message sends and signs. */
function bodyOf(type: string, data: object, now: Date): string {
  return bodyWith(type, JSON.stringify(data), now);
}

/** The body of a message whose data is JSON already. */
function bodyWith(type: string, dataJson: string, now: Date): string {
  return `{"type":${JSON.stringify(type)},"timestamp":"${now.toISOString()}","data":${dataJson}}`;
}
