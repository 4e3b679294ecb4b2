import { Query } from '@nestjs/cqrs';
import type { AuditLogFilter } from '../../../domain/audit-entry';

/** The newest AUDIT_MAX_EXPORT_ROWS entries the filter matches, as a CSV file's text. */
export class ExportAuditLogQuery extends Query<string> {
  constructor(
    readonly workspaceId: string,
    readonly filter: AuditLogFilter,
  ) {
    super();
  }
}
