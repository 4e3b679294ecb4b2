import { EntityManager } from '@mikro-orm/postgresql';
import { WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';

/**
 * A deleted account's own analytics rows go with it: the per-owner roll-ups and its report
 * subscriptions (the per-code rows go with its codes).
 */
@EventsHandler(WorkspaceDeletedEvent)
export class DeleteAnalyticsWhenWorkspaceDeletedHandler implements IEventHandler<WorkspaceDeletedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle({ workspaceId }: WorkspaceDeletedEvent): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute('delete from qr_scan_owner_slots where owner_id = ?', [workspaceId]);
    await connection.execute('delete from qr_scan_owner_daily_facets where owner_id = ?', [workspaceId]);
    await connection.execute('delete from qr_scan_owner_weekly_codes where owner_id = ?', [workspaceId]);
    await connection.execute('delete from analytics_report_subscriptions where owner_id = ?', [workspaceId]);
  }
}
