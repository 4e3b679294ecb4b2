import { Query } from '@nestjs/cqrs';
import type { AuditLogFilter } from '../../../domain/audit-entry';
import type { AuditEntryView } from '../../audit-entry-views';

/** A page of the audit log; `nextCursor` asks for the page after it, null on the last. */
export interface AuditLogPageView {
  items: AuditEntryView[];
  nextCursor: string | null;
}

/** The workspace's audit log, newest first, `limit` entries at a time (after `cursor`, a page's `nextCursor`). */
export class ListAuditLogQuery extends Query<AuditLogPageView> {
  constructor(
    readonly workspaceId: string,
    readonly filter: AuditLogFilter,
    readonly limit: number,
    readonly cursor?: string,
  ) {
    super();
  }
}
