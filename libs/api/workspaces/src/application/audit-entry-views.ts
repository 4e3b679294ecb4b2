import {
  type ApiKeyLabel,
  GetApiKeyLabelsQuery,
  GetMailRecipientsQuery,
  type PersonView,
} from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AuditAction, type AuditChannel, type AuditSubjectType, subjectTypeOf } from '../domain/audit-entry';
import type { AuditLogRow } from '../infrastructure/audit-log.repository';

/** An audit entry as the workspace's owner and admins read it (AuditEntryResponseDto). */
export interface AuditEntryView {
  id: string;
  occurredAt: string;
  action: AuditAction;
  via: AuditChannel;
  actor: {
    userId: string;
    /** Null once their account is gone. */
    email: string | null;
    firstName: string | null;
    /** The key they used; its name and prefix are null once it is gone. */
    apiKey: { id: string; name: string | null; prefix: string | null } | null;
  };
  subject: { type: AuditSubjectType; id: string; label: string | null };
  from: string | null;
  to: string | null;
}

/**
 * Names who did what: each person (the actors, and the members entries are about) and each key
 * is looked up once per page or export, however many entries name them.
 */
@Injectable()
export class AuditEntryViews {
  constructor(private readonly queries: QueryBus) {}

  async of(workspaceId: string, rows: readonly AuditLogRow[]): Promise<AuditEntryView[]> {
    const memberIds = rows.filter((row) => subjectTypeOf(row.action) === 'member').map((row) => row.subjectId);
    const people = await this.people([...rows.map((row) => row.actorUserId), ...memberIds]);
    const keyIds = rows.flatMap((row) => (row.actorApiKeyId === null ? [] : [row.actorApiKeyId]));
    const keys = await this.keys(workspaceId, keyIds);
    return rows.map((row) => {
      const type = subjectTypeOf(row.action);
      const person = people.get(row.actorUserId);
      const key = row.actorApiKeyId === null ? null : keys.get(row.actorApiKeyId);
      return {
        id: row.id,
        occurredAt: new Date(row.occurredAt).toISOString(),
        action: row.action,
        via: row.via,
        actor: {
          userId: row.actorUserId,
          email: person?.email ?? null,
          firstName: person?.firstName ?? null,
          apiKey:
            row.actorApiKeyId === null
              ? null
              : { id: row.actorApiKeyId, name: key?.name ?? null, prefix: key?.prefix ?? null },
        },
        subject: {
          type,
          id: row.subjectId,
          label: type === 'member' ? (people.get(row.subjectId)?.email ?? null) : row.subjectLabel,
        },
        from: row.from,
        to: row.to,
      };
    });
  }

  private async people(userIds: readonly string[]): Promise<Map<string, PersonView>> {
    const people = await this.queries.execute<GetMailRecipientsQuery, PersonView[]>(
      new GetMailRecipientsQuery([...new Set(userIds)]),
    );
    return new Map(people.map((person) => [person.userId, person]));
  }

  private async keys(workspaceId: string, keyIds: readonly string[]): Promise<Map<string, ApiKeyLabel>> {
    const labels = await this.queries.execute<GetApiKeyLabelsQuery, ApiKeyLabel[]>(
      new GetApiKeyLabelsQuery(workspaceId, [...new Set(keyIds)]),
    );
    return new Map(labels.map((label) => [label.id, label]));
  }
}
