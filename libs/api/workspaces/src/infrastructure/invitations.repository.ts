import { EntityManager } from '@mikro-orm/postgresql';
import { type AssignableWorkspaceRole, MAX_WORKSPACE_MEMBERS } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import type { Invitation } from '../domain/invitation';

/** The newest invitations a workspace's list shows (older ones are accepted, revoked or expired). */
const LISTED_INVITATIONS = 100;

const COLUMNS = `id, workspace_id as "workspaceId", email, role, invited_by as "invitedBy", created_at as "createdAt",
  expires_at as "expiresAt", accepted_at as "acceptedAt", revoked_at as "revokedAt"`;

export interface NewInvitation {
  id: string;
  workspaceId: string;
  email: string;
  role: AssignableWorkspaceRole;
  invitedBy: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Why a join did not happen: the invitation was no longer open, the workspace is full, or they are in it. */
export type JoinRefusal = 'closed' | 'full' | 'member';

/**
 * Invitations, in SQL. Inviting and joining lock the workspace's row first, so that the seats they
 * count (members and open invitations, MAX_WORKSPACE_MEMBERS in all) cannot change meanwhile.
 */
@Injectable()
export class InvitationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the invitation, or renews the open one of that address (a new token, role and expiry):
   * the invitation as stored, or undefined when the workspace has no seat left for it.
   */
  invite(invitation: NewInvitation): Promise<Invitation | undefined> {
    return this.em.transactional(async (em) => {
      await em.execute('select id from workspaces where id = ? for update', [invitation.workspaceId]);
      const [seats] = await em.execute<Array<{ taken: number }>>(
        `select ((select count(*) from workspace_members where workspace_id = ?)
           + (select count(*) from workspace_invitations
              where workspace_id = ? and accepted_at is null and revoked_at is null and expires_at > ?
                and lower(email) <> lower(?)))::int as taken`,
        [invitation.workspaceId, invitation.workspaceId, invitation.createdAt, invitation.email],
      );
      if ((seats?.taken ?? 0) >= MAX_WORKSPACE_MEMBERS) return undefined;
      const [stored] = await em.execute<Invitation[]>(
        `insert into workspace_invitations (id, workspace_id, email, role, token_hash, invited_by, created_at, expires_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (workspace_id, lower(email)) where accepted_at is null and revoked_at is null
         do update set email = excluded.email, role = excluded.role, token_hash = excluded.token_hash,
           invited_by = excluded.invited_by, created_at = excluded.created_at, expires_at = excluded.expires_at
         returning ${COLUMNS}`,
        [
          invitation.id,
          invitation.workspaceId,
          invitation.email,
          invitation.role,
          invitation.tokenHash,
          invitation.invitedBy,
          invitation.createdAt,
          invitation.expiresAt,
        ],
      );
      return stored && asInvitation(stored);
    });
  }

  async list(workspaceId: string): Promise<Invitation[]> {
    const rows = await this.em.execute<Invitation[]>(
      `select ${COLUMNS} from workspace_invitations where workspace_id = ?
       order by created_at desc, id limit ${LISTED_INVITATIONS}`,
      [workspaceId],
    );
    return rows.map(asInvitation);
  }

  async find(workspaceId: string, id: string): Promise<Invitation | undefined> {
    const [row] = await this.em.execute<Invitation[]>(
      `select ${COLUMNS} from workspace_invitations where workspace_id = ? and id = ?`,
      [workspaceId, id],
    );
    return row && asInvitation(row);
  }

  async findByTokenHash(tokenHash: string): Promise<Invitation | undefined> {
    const [row] = await this.em.execute<Invitation[]>(
      `select ${COLUMNS} from workspace_invitations where token_hash = ?`,
      [tokenHash],
    );
    return row && asInvitation(row);
  }

  /** Revokes an open invitation (pending or expired): its address, or undefined when there was none. */
  async revoke(workspaceId: string, id: string, now: Date): Promise<{ email: string } | undefined> {
    const [row] = await this.em.execute<Array<{ email: string }>>(
      `update workspace_invitations set revoked_at = ?
       where workspace_id = ? and id = ? and accepted_at is null and revoked_at is null returning email`,
      [now, workspaceId, id],
    );
    return row;
  }

  /**
   * The user joins the invitation's workspace in its role and the invitation is used, together or
   * not at all: of concurrent joins by one invitation, exactly one gets through.
   */
  join(invitation: Invitation, userId: string, now: Date): Promise<JoinRefusal | undefined> {
    return this.em
      .transactional(async (em) => {
        await em.execute('select id from workspaces where id = ? for update', [invitation.workspaceId]);
        const claimed = await em.execute<Array<{ id: string }>>(
          `update workspace_invitations set accepted_at = ?, accepted_by = ?
           where id = ? and accepted_at is null and revoked_at is null and expires_at > ? returning id`,
          [now, userId, invitation.id, now],
        );
        if (claimed.length === 0) throw new JoinRefused('closed');
        const [members] = await em.execute<Array<{ count: number; member: boolean | null }>>(
          'select count(*)::int as count, bool_or(user_id = ?) as member from workspace_members where workspace_id = ?',
          [userId, invitation.workspaceId],
        );
        if (members?.member) throw new JoinRefused('member');
        if ((members?.count ?? 0) >= MAX_WORKSPACE_MEMBERS) throw new JoinRefused('full');
        await em.execute('insert into workspace_members (workspace_id, user_id, role, joined_at) values (?, ?, ?, ?)', [
          invitation.workspaceId,
          userId,
          invitation.role,
          now,
        ]);
        return undefined;
      })
      .catch((error: unknown) => {
        if (error instanceof JoinRefused) return error.reason;
        throw error;
      });
  }
}

/** Rolls a join back: the invitation stays as it was. */
class JoinRefused extends Error {
  constructor(readonly reason: JoinRefusal) {
    super(reason);
  }
}

/** The driver's row, its timestamps as dates. */
function asInvitation(row: Invitation): Invitation {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    expiresAt: new Date(row.expiresAt),
    acceptedAt: date(row.acceptedAt),
    revokedAt: date(row.revokedAt),
  };
}
