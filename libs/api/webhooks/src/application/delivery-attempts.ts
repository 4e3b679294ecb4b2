import { APP_CONFIG, type AppConfig, Mailer } from '@liveqr/api/platform';
import { GetMailRecipientQuery, type MailRecipientView } from '@liveqr/shared/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { nextAttemptAt, retryDelaySeconds } from '../domain/retry-schedule';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.entity';
import { DeliveryQueue } from '../infrastructure/delivery-queue';
import { WebhookEndpointsRepository } from '../infrastructure/webhook-endpoints.repository';
import { type SendOutcome, WebhookSender } from '../infrastructure/webhook-sender';
import { endpointDisabledMail } from './endpoint-disabled-mail';
import { ScanListeners } from './scan-listeners';
import { WebhookDestinations } from './webhook-destinations';

/** The retry schedule as a seam: tests shorten the waits, the clock decides when 24 hours are over. */
@Injectable()
export class WebhookRetrySchedule {
  delaySeconds(failedAttempts: number): number {
    return retryDelaySeconds(failedAttempts);
  }
}

/**
 * One attempt of a queued delivery: check the destination again, send, log the outcome, and queue
 * the next attempt, or, once retries have run for 24 hours, switch the endpoint off and tell its owner.
 */
@Injectable()
export class DeliveryAttempts implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly queue: DeliveryQueue,
    private readonly sender: WebhookSender,
    private readonly destinations: WebhookDestinations,
    private readonly schedule: WebhookRetrySchedule,
    private readonly queries: QueryBus,
    private readonly mailer: Mailer,
    private readonly listeners: ScanListeners,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.process((deliveryId) => this.attempt(deliveryId));
  }

  async attempt(deliveryId: string): Promise<void> {
    const repository = this.endpoints.forked();
    const delivery = await repository.findDelivery(deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const endpoint = await repository.findById(delivery.endpointId);
    if (!endpoint) return;
    const timestamp = new Date();
    const outcome: SendOutcome = !endpoint.enabled
      ? { ok: false, status: null, error: 'The endpoint is switched off' }
      : (await this.destinations.problem(endpoint.url))
        ? { ok: false, status: null, error: 'The endpoint URL is not allowed by the destination policy' }
        : await this.sender.send(endpoint.url, {
            id: delivery.id,
            body: delivery.body,
            secret: endpoint.secret,
            timestamp,
          });
    const now = new Date();
    if (outcome.ok) {
      delivery.succeeded(outcome.status, now);
      await repository.flush();
      return;
    }
    const next = endpoint.enabled
      ? nextAttemptAt(delivery.createdAt, delivery.attempts + 1, this.schedule.delaySeconds(delivery.attempts + 1), now)
      : null;
    delivery.failed(outcome.status, outcome.error, next, now);
    const givesUp = next === null && endpoint.enabled;
    if (givesUp) endpoint.disable(now);
    await repository.flush();
    if (next) await this.queue.enqueue(delivery.id, Math.max(0, Math.round((next.getTime() - now.getTime()) / 1000)));
    if (givesUp) {
      await this.listeners.changed();
      await this.tellOwner(endpoint);
    }
  }

  private async tellOwner(endpoint: WebhookEndpoint): Promise<void> {
    const recipient = await this.queries.execute<GetMailRecipientQuery, MailRecipientView | null>(
      new GetMailRecipientQuery(endpoint.userId),
    );
    if (!recipient) return;
    await this.mailer
      .send(endpointDisabledMail(recipient, endpoint.url, this.config.publicUrl))
      .catch((error: unknown) =>
        this.logger.error(`Could not mail the owner of endpoint ${endpoint.id}: ${String(error)}`),
      );
  }
}
