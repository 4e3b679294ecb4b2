import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditChannel, AuditEntry, AuditLogFilter } from '../domain/audit-entry';

/** Entries written with one statement: a bulk action of up to this many codes writes its own at once. */
const ENTRIES_PER_STATEMENT = 1_000;

/**
 * Written by row from a JSON document, one statement per ENTRIES_PER_STATEMENT entries. A workspace
 * deleted meanwhile takes no entries (its log went with it).
 */
const APPEND = `
  insert into workspace_audit_log
    (workspace_id, actor_user_id, actor_api_key_id, via, action, subject_id, subject_label, from_value, to_value)
  select e.workspace_id, e.actor_user_id, e.actor_api_key_id, e.via, e.action, e.subject_id, e.subject_label,
    e.from_value, e.to_value
  from rows from (jsonb_to_recordset(cast(? as jsonb)) as (workspace_id uuid, actor_user_id uuid,
    actor_api_key_id uuid, via text, action text, subject_id uuid, subject_label text, from_value text,
    to_value text))
    with ordinality as e(workspace_id, actor_user_id, actor_api_key_id, via, action, subject_id, subject_label,
      from_value, to_value, n)
  where exists (select 1 from workspaces w where w.id = e.workspace_id)
  order by e.n`;

export interface AuditLogRow {
  id: string;
  /** As the driver gives it (text or a date): read it with `new Date`. */
  occurredAt: string | Date;
  actorUserId: string;
  actorApiKeyId: string | null;
  via: AuditChannel;
  action: AuditAction;
  subjectId: string;
  subjectLabel: string | null;
  from: string | null;
  to: string | null;
}

/** The workspace audit log in SQL: appended to by the events, read newest first by its owner and admins. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  async append(entries: readonly AuditEntry[]): Promise<void> {
    for (let start = 0; start < entries.length; start += ENTRIES_PER_STATEMENT) {
      const rows = entries.slice(start, start + ENTRIES_PER_STATEMENT).map((entry) => ({
        workspace_id: entry.workspaceId,
        actor_user_id: entry.actor.userId,
        actor_api_key_id: entry.actor.apiKeyId,
        via: entry.via,
        action: entry.action,
        subject_id: entry.subjectId,
        subject_label: entry.subjectLabel,
        from_value: entry.from,
        to_value: entry.to,
      }));
      await this.em.getConnection().execute(APPEND, [JSON.stringify(rows)]);
    }
  }

  /** Up to `limit` entries, newest first, older than the entry `before` (an id) when given. */
  page(workspaceId: string, filter: AuditLogFilter, limit: number, before?: string): Promise<AuditLogRow[]> {
    const where = ['workspace_id = ?'];
    const params: unknown[] = [workspaceId];
    if (filter.actor !== undefined) {
      where.push('(actor_user_id = ? or actor_api_key_id = ?)');
      params.push(filter.actor, filter.actor);
    }
    if (filter.action !== undefined) {
      where.push('action = ?');
      params.push(filter.action);
    }
    if (filter.codeId !== undefined) {
      where.push(`subject_id = ? and starts_with(action, 'qr_code.')`);
      params.push(filter.codeId);
    }
    if (before !== undefined) {
      where.push('id < ?');
      params.push(before);
    }
    // Ordered by the column, not by the text `id` it is read as ('10' would come before '9').
    return this.em.getConnection().execute<AuditLogRow[]>(
      `select id::text as id, occurred_at as "occurredAt", actor_user_id as "actorUserId",
         actor_api_key_id as "actorApiKeyId", via, action, subject_id as "subjectId", subject_label as "subjectLabel",
         from_value as "from", to_value as "to"
       from workspace_audit_log where ${where.join(' and ')} order by workspace_audit_log.id desc limit ?`,
      [...params, limit],
    );
  }
}
