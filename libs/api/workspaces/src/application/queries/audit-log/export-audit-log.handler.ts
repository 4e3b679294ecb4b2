import { type CsvColumn, spreadsheetCsv } from '@liveqr/api/platform';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AUDIT_MAX_EXPORT_ROWS } from '../../../domain/audit-entry';
import { AuditLogRepository } from '../../../infrastructure/audit-log.repository';
import { type AuditEntryView, AuditEntryViews } from '../../audit-entry-views';
import { ExportAuditLogQuery } from './export-audit-log.query';

type CsvRow = ReturnType<typeof csvRow>;

function csvRow(entry: AuditEntryView) {
  return {
    occurredAt: entry.occurredAt,
    action: entry.action,
    via: entry.via,
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email ?? '',
    apiKeyName: entry.actor.apiKey?.name ?? '',
    apiKeyPrefix: entry.actor.apiKey?.prefix ?? '',
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subject: entry.subject.label ?? '',
    from: entry.from ?? '',
    to: entry.to ?? '',
  };
}

const COLUMNS: ReadonlyArray<CsvColumn<CsvRow>> = [
  { key: 'occurredAt', header: 'occurred_at' },
  { key: 'action', header: 'action' },
  { key: 'via', header: 'via' },
  { key: 'actorUserId', header: 'actor_user_id' },
  { key: 'actorEmail', header: 'actor_email' },
  { key: 'apiKeyName', header: 'api_key_name' },
  { key: 'apiKeyPrefix', header: 'api_key_prefix' },
  { key: 'subjectType', header: 'subject_type' },
  { key: 'subjectId', header: 'subject_id' },
  { key: 'subject', header: 'subject' },
  { key: 'from', header: 'from' },
  { key: 'to', header: 'to' },
];

@QueryHandler(ExportAuditLogQuery)
export class ExportAuditLogHandler implements IQueryHandler<ExportAuditLogQuery> {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly views: AuditEntryViews,
  ) {}

  async execute({ workspaceId, filter }: ExportAuditLogQuery): Promise<string> {
    const rows = await this.log.page(workspaceId, filter, AUDIT_MAX_EXPORT_ROWS);
    const entries = await this.views.of(workspaceId, rows);
    return spreadsheetCsv(entries.map(csvRow), COLUMNS);
  }
}
