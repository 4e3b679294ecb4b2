import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AuditLogRepository } from '../../infrastructure/audit-log.repository';
import { AUDITED_EVENTS, type AuditedEvent, auditEntriesOf } from './audit-entries';

/** The audit log hears every context's changes on the bus: no context writes it directly. */
@EventsHandler(...AUDITED_EVENTS)
export class RecordAuditEntriesWhenChangedHandler implements IEventHandler<AuditedEvent> {
  constructor(private readonly log: AuditLogRepository) {}

  handle(event: AuditedEvent): Promise<void> {
    return this.log.append(auditEntriesOf(event));
  }
}
