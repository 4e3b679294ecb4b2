import { SubscriptionStateChangedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AuditLogRepository } from '../../infrastructure/audit-log.repository';
import { WorkspacesRepository } from '../../infrastructure/workspaces.repository';
import { AUDITED_EVENTS, type AuditedEvent, auditEntriesOf } from './audit-entries';

/** The audit log hears every context's changes on the bus: no context writes it directly. */
@EventsHandler(...AUDITED_EVENTS)
export class RecordAuditEntriesWhenChangedHandler implements IEventHandler<AuditedEvent> {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly workspaces: WorkspacesRepository,
  ) {}

  async handle(event: AuditedEvent): Promise<void> {
    await this.log.append(auditEntriesOf(event, await this.payerOf(event)));
  }

  /** Who pays the plan Stripe reports about: the workspace's owner at the time. */
  private async payerOf(event: AuditedEvent): Promise<string | undefined> {
    if (!(event instanceof SubscriptionStateChangedEvent) || event.actor) return undefined;
    return this.workspaces.ownerOf(event.workspaceId);
  }
}
