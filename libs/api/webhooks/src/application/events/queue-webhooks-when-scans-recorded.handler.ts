import { GetQrCodeOwnersQuery, type RecordedScan, ScansRecordedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler, QueryBus } from '@nestjs/cqrs';
import { WebhookEndpointsRepository } from '../../infrastructure/webhook-endpoints.repository';
import { WebhookOutbox } from '../webhook-outbox';

/**
 * How long the answer to "does anyone listen for scans?" is kept: batches come hundreds of times a
 * second under load, and an endpoint created a second ago may miss that second's scans.
 */
const LISTENERS_TTL_MS = 1_000;

/**
 * Scans come in batches (the scan path's group commit): one `scan.created` message per owner and
 * batch carries all of that owner's scans, so a busy code does not send a request per scan. Bots
 * and link previewers are left out, as in every count.
 */
@EventsHandler(ScansRecordedEvent)
export class QueueWebhooksWhenScansRecordedHandler implements IEventHandler<ScansRecordedEvent> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly outbox: WebhookOutbox,
    private readonly queries: QueryBus,
  ) {}

  private listeners: { asked: number; anyone: Promise<boolean> } | undefined;

  async handle({ scans }: ScansRecordedEvent): Promise<void> {
    const people = scans.filter((scan) => !scan.isBot);
    // The usual case: nobody listens for scans, and this costs one small query a second at most.
    if (people.length === 0 || !(await this.anyoneListens())) return;
    const owners = await this.queries.execute<GetQrCodeOwnersQuery, Record<string, string>>(
      new GetQrCodeOwnersQuery([...new Set(people.map((scan) => scan.qrCodeId))]),
    );
    const byOwner = new Map<string, RecordedScan[]>();
    for (const scan of people) {
      const owner = owners[scan.qrCodeId];
      if (owner) byOwner.set(owner, [...(byOwner.get(owner) ?? []), scan]);
    }
    for (const [ownerId, owned] of byOwner) {
      await this.outbox.publish(ownerId, 'scan.created', {
        scans: owned.map(({ isBot: _isBot, ...scan }) => scan),
      });
    }
  }

  private anyoneListens(): Promise<boolean> {
    const now = Date.now();
    if (!this.listeners || now - this.listeners.asked >= LISTENERS_TTL_MS) {
      const anyone = this.endpoints.forked().anySubscribedTo('scan.created');
      this.listeners = { asked: now, anyone };
      // A failed question is asked again next time rather than kept.
      anyone.catch(() => (this.listeners = undefined));
    }
    return this.listeners.anyone;
  }
}
