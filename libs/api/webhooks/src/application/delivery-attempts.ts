import { APP_CONFIG, type AppConfig, Mailer } from '@liveqr/api/platform';
import {
  type DestinationProblem,
  GetWorkspaceMailRecipientQuery,
  type MailRecipientView,
} from '@liveqr/shared/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { nextAttemptAt, retryDelaySeconds } from '../domain/retry-schedule';
import { DeliveryQueue, type DeliveryWorker } from '../infrastructure/delivery-queue';
import {
  type AttemptRecord,
  type DisabledEndpoint,
  type DueDelivery,
  type LeasedMessage,
  WebhookEndpointsRepository,
} from '../infrastructure/webhook-endpoints.repository';
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
 * Attempts of deliveries, a batch at a time: check each destination again, send, log
 * the outcomes, and queue the next attempts, or, once retries have run for 24 hours, switch the
 * endpoint off and tell its owner. A batch reads its deliveries in one statement and logs them in
 * another: under scan load dozens of messages of up to 500 scans go each second, and an attempt
 * through the ORM (a unit of work, an entity of 120 KB loaded and compared) cost the redirect about
 * a sixth of its throughput.
 */
@Injectable()
export class DeliveryAttempts implements OnModuleInit, DeliveryWorker {
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
    this.queue.process(this);
  }

  async attempt(deliveryIds: readonly string[]): Promise<void> {
    await this.attemptDue(await this.endpoints.due(deliveryIds));
  }

  /**
   * First attempts of messages this replica wrote, claimed for as long as an attempt may take and the
   * lease besides (those taken over meanwhile are left to the replica that did), sent from memory.
   */
  async attemptLeased(messages: readonly LeasedMessage[]): Promise<void> {
    await this.attemptDue(
      await this.endpoints.claim(messages, this.queue.leaseSeconds + Math.ceil(this.sender.timeoutMs / 1000)),
    );
  }

  private async attemptDue(due: readonly DueDelivery[]): Promise<void> {
    if (due.length === 0) return;
    // One check of the policy per URL, all at once: a batch often holds several messages to one endpoint.
    const problems = new Map<string, Promise<DestinationProblem | null>>();
    for (const { endpoint } of due) {
      if (problems.has(endpoint.url)) continue;
      const check = this.destinations.problem(endpoint.url);
      // Awaited in turn below: a check that fails before its turn fails the batch then, not the process.
      check.catch(() => undefined);
      problems.set(endpoint.url, check);
    }
    const attempts: Promise<AttemptRecord>[] = [];
    for (const delivery of due) {
      const notAllowed = (await problems.get(delivery.endpoint.url)) !== null;
      attempts.push(this.attemptOne(delivery, notAllowed));
      // One message signed and handed to its socket per turn of the event loop: a batch of twenty
      // 120 KB messages at once held the scans' answers waiting for milliseconds.
      await nextTurn();
    }
    const records = await Promise.all(attempts);
    const givenUp = due.filter(({ endpoint }, i) => endpoint.enabled && records[i].status === 'failed');
    const disabled = await this.endpoints.recordAttempts(
      records,
      givenUp.map(({ endpoint }) => endpoint.id),
      new Date(),
      (retries, transaction) => this.queue.retryWithin(retries, transaction),
    );
    if (disabled.length === 0) return;
    await this.listeners.changed();
    for (const endpoint of disabled) await this.tellOwner(endpoint);
  }

  private async attemptOne(delivery: DueDelivery, notAllowed: boolean): Promise<AttemptRecord> {
    const outcome = await this.send(delivery, notAllowed);
    const now = new Date();
    if (outcome.ok) {
      return {
        id: delivery.id,
        status: 'succeeded',
        responseStatus: outcome.status,
        error: null,
        attemptedAt: now,
        nextAttemptAt: null,
      };
    }
    const failedAttempts = delivery.attempts + 1;
    const next = delivery.endpoint.enabled
      ? nextAttemptAt(delivery.createdAt, failedAttempts, this.schedule.delaySeconds(failedAttempts), now)
      : null;
    const status = next ? 'pending' : 'failed';
    return {
      id: delivery.id,
      status,
      responseStatus: outcome.status,
      error: outcome.error,
      attemptedAt: now,
      nextAttemptAt: next,
    };
  }

  private send(delivery: DueDelivery, notAllowed: boolean): Promise<SendOutcome> {
    const { endpoint } = delivery;
    if (!endpoint.enabled) return Promise.resolve({ ok: false, status: null, error: 'The endpoint is switched off' });
    if (notAllowed) {
      return Promise.resolve({
        ok: false,
        status: null,
        error: 'The endpoint URL is not allowed by the destination policy',
      });
    }
    return this.sender.send(endpoint.url, {
      id: delivery.id,
      body: delivery.body,
      secret: endpoint.secret,
      timestamp: new Date(),
    });
  }

  private async tellOwner(endpoint: DisabledEndpoint): Promise<void> {
    const recipient = await this.queries.execute<GetWorkspaceMailRecipientQuery, MailRecipientView | null>(
      new GetWorkspaceMailRecipientQuery(endpoint.userId),
    );
    if (!recipient) return;
    await this.mailer
      .send(endpointDisabledMail(recipient, endpoint.url, this.config.publicUrl))
      .catch((error: unknown) =>
        this.logger.error(`Could not mail the owner of endpoint ${endpoint.id}: ${String(error)}`),
      );
  }
}
