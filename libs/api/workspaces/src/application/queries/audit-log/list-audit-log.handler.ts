import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditLogRepository } from '../../../infrastructure/audit-log.repository';
import { AuditEntryViews } from '../../audit-entry-views';
import { type AuditLogPageView, ListAuditLogQuery } from './list-audit-log.query';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly views: AuditEntryViews,
  ) {}

  /** One entry more than the page is read: whether it exists says whether there is a next page. */
  async execute({ workspaceId, filter, limit, cursor }: ListAuditLogQuery): Promise<AuditLogPageView> {
    const rows = await this.log.page(workspaceId, filter, limit + 1, cursor);
    const page = rows.slice(0, limit);
    return {
      items: await this.views.of(workspaceId, page),
      nextCursor: rows.length > limit ? page[page.length - 1].id : null,
    };
  }
}
