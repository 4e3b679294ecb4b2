import { DomainChangedEvent, SubscriptionStateChangedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AuditLogRepository } from '../../infrastructure/audit-log.repository';
import { WorkspacesRepository } from '../../infrastructure/workspaces.repository';
import { AUDITED_EVENTS, type AuditedEvent, auditEntriesOf } from './audit-entries';

/**
 * The audit log hears every context's changes on the bus: no context writes it directly. It writes
 * one event's entries at a time, in the order the events were published, so the log's order is the
 * order things happened (on this replica) even when one event's entries wait for a lookup.
 */
@EventsHandler(...AUDITED_EVENTS)
export class RecordAuditEntriesWhenChangedHandler implements IEventHandler<AuditedEvent> {
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: AuditLogRepository,
    private readonly workspaces: WorkspacesRepository,
  ) {}

  handle(event: AuditedEvent): Promise<void> {
    const write = this.written.then(async () => this.log.append(auditEntriesOf(event, await this.ownerFor(event))));
    // A failed write is the bus's to report; the next event's is written all the same.
    this.written = write.catch(() => undefined);
    return write;
  }

  /**
   * In whose name a change nobody made is entered: the workspace's owner at the time, who pays the
   * plan Stripe reports about and holds the domains LiveQR checks.
   */
  private async ownerFor(event: AuditedEvent): Promise<string | undefined> {
    const unattended = event instanceof SubscriptionStateChangedEvent || event instanceof DomainChangedEvent;
    if (!unattended || event.actor) return undefined;
    return this.workspaces.ownerOf(event.workspaceId);
  }
}
