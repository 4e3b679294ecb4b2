import { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceRole } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';

/** A workspace as one of its members sees it in the switcher. */
export interface MembershipRow {
  id: string;
  name: string | null;
  personal: boolean;
  role: WorkspaceRole;
  members: number;
}

export interface MemberRow {
  userId: string;
  role: WorkspaceRole;
  joinedAt: Date;
  lastActiveAt: Date | null;
}

/**
 * The most workspaces one list answers: a person owns at most MAX_OWNED_WORKSPACES besides their
 * own, but may be invited into any number; the switcher shows the personal one and the oldest.
 */
export const LISTED_WORKSPACES = 100;

/** A member's last activity is written at most this often: not one write per request. */
const LAST_ACTIVE_PRECISION = '1 minute';

/**
 * Workspaces and their members, in SQL: few rows, read on the caller guard's path. Every change
 * that may break a rule (one owner, the member limit) is one statement or one transaction.
 */
@Injectable()
export class WorkspacesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The person's personal workspace exists from now on: made with their account. */
  async ensurePersonal(userId: string, now: Date): Promise<void> {
    await this.em.execute(
      `with workspace as (
         insert into workspaces (id, name, personal, created_at) values (?, null, true, ?)
         on conflict (id) do nothing returning id)
       insert into workspace_members (workspace_id, user_id, role, joined_at)
       select id, id, 'owner', ? from workspace`,
      [userId, now, now],
    );
  }

  /** The workspaces the person belongs to: their personal one first, then by age. */
  listFor(userId: string): Promise<MembershipRow[]> {
    return this.em.execute<MembershipRow[]>(
      `select w.id, w.name, w.personal, m.role,
         (select count(*)::int from workspace_members c where c.workspace_id = w.id) as members
       from workspace_members m join workspaces w on w.id = m.workspace_id
       where m.user_id = ? order by w.personal desc, w.created_at, w.id limit ?`,
      [userId, LISTED_WORKSPACES],
    );
  }

  /** How many workspaces besides their personal one the person owns. */
  async countOwned(userId: string): Promise<number> {
    const [row] = await this.em.execute<Array<{ owned: number }>>(
      `select count(*)::int as owned from workspace_members m join workspaces w on w.id = m.workspace_id
       where m.user_id = ? and m.role = 'owner' and not w.personal`,
      [userId],
    );
    return row?.owned ?? 0;
  }

  /** A new team workspace, its creator its owner. */
  async create(id: string, name: string, ownerId: string, now: Date): Promise<void> {
    await this.em.execute(
      `with workspace as (
         insert into workspaces (id, name, personal, created_at) values (?, ?, false, ?) returning id)
       insert into workspace_members (workspace_id, user_id, role, joined_at) select id, ?, 'owner', ? from workspace`,
      [id, name, now, ownerId, now],
    );
  }

  async find(id: string): Promise<{ id: string; name: string | null; personal: boolean } | undefined> {
    const [row] = await this.em.execute<Array<{ id: string; name: string | null; personal: boolean }>>(
      'select id, name, personal from workspaces where id = ?',
      [id],
    );
    return row;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.em.execute('update workspaces set name = ? where id = ? and not personal', [name, id]);
  }

  /** Deletes a team workspace with its memberships; answers the members it had. */
  async delete(id: string): Promise<string[]> {
    const rows = await this.em.execute<Array<{ user_id: string }>>(
      `with gone as (delete from workspaces where id = ? and not personal returning id)
       select user_id from workspace_members where workspace_id in (select id from gone)`,
      [id],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * The person's role in the workspace, or undefined when they are not a member. Notes that they
   * were active there (a read, at most once a minute, writes).
   */
  async roleOf(userId: string, workspaceId: string, now: Date): Promise<WorkspaceRole | undefined> {
    const [row] = await this.em.execute<Array<{ role: WorkspaceRole }>>(
      `with member as (select role from workspace_members where workspace_id = ? and user_id = ?),
         touched as (
           update workspace_members set last_active_at = ?
           where workspace_id = ? and user_id = ?
             and (last_active_at is null or last_active_at < cast(? as timestamptz) - interval '${LAST_ACTIVE_PRECISION}'))
       select role from member`,
      [workspaceId, userId, now, workspaceId, userId, now],
    );
    return row?.role;
  }

  members(workspaceId: string): Promise<MemberRow[]> {
    return this.em.execute<MemberRow[]>(
      `select user_id as "userId", role, joined_at as "joinedAt", last_active_at as "lastActiveAt"
       from workspace_members where workspace_id = ?
       order by case role when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end, joined_at, user_id`,
      [workspaceId],
    );
  }

  /** The owner's user id: a personal workspace is its account's for good, whether or not its row was made yet. */
  async ownerOf(workspaceId: string): Promise<string> {
    const [row] = await this.em.execute<Array<{ user_id: string }>>(
      `select user_id from workspace_members where workspace_id = ? and role = 'owner'`,
      [workspaceId],
    );
    return row?.user_id ?? workspaceId;
  }

  async memberRole(workspaceId: string, userId: string): Promise<WorkspaceRole | undefined> {
    const [row] = await this.em.execute<Array<{ role: WorkspaceRole }>>(
      'select role from workspace_members where workspace_id = ? and user_id = ?',
      [workspaceId, userId],
    );
    return row?.role;
  }

  /**
   * Gives a member who is not the owner another role (never the owner's); answers the role they had,
   * or undefined when there was no such member.
   */
  async setRole(
    workspaceId: string,
    userId: string,
    role: Exclude<WorkspaceRole, 'owner'>,
  ): Promise<WorkspaceRole | undefined> {
    // The joined row is read before the update: it holds the role the member had.
    const [row] = await this.em.execute<Array<{ previous: WorkspaceRole }>>(
      `update workspace_members m set role = ? from workspace_members old
       where m.workspace_id = ? and m.user_id = ? and m.role <> 'owner'
         and old.workspace_id = m.workspace_id and old.user_id = m.user_id
       returning old.role as previous`,
      [role, workspaceId, userId],
    );
    return row?.previous;
  }

  /** Removes a member who is not the owner; whether there was one. */
  async remove(workspaceId: string, userId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ user_id: string }>>(
      `delete from workspace_members where workspace_id = ? and user_id = ? and role <> 'owner' returning user_id`,
      [workspaceId, userId],
    );
    return rows.length > 0;
  }

  /** Names of the team workspaces the person owns that others are members of. */
  async sharedOwnedBy(userId: string): Promise<string[]> {
    const rows = await this.em.execute<Array<{ name: string }>>(
      `select w.name from workspace_members m join workspaces w on w.id = m.workspace_id
       where m.user_id = ? and m.role = 'owner' and not w.personal
         and exists (select 1 from workspace_members o where o.workspace_id = w.id and o.user_id <> m.user_id)
       order by w.created_at`,
      [userId],
    );
    return rows.map((row) => row.name);
  }

  /**
   * The account is gone: its personal workspace and the teams it owned alone go, and it leaves every
   * other. Answers the workspaces deleted and those it left. (Account deletion is refused while it
   * owns a shared one.)
   */
  async removePerson(userId: string): Promise<{ deleted: string[]; left: string[] }> {
    const deleted = await this.em.execute<Array<{ id: string }>>(
      `delete from workspaces w using workspace_members m
       where m.workspace_id = w.id and m.user_id = ? and m.role = 'owner' returning w.id`,
      [userId],
    );
    // The deleted workspaces' memberships went with them.
    const left = await this.em.execute<Array<{ workspace_id: string }>>(
      'delete from workspace_members where user_id = ? returning workspace_id',
      [userId],
    );
    return { deleted: deleted.map((row) => row.id), left: left.map((row) => row.workspace_id) };
  }

  /**
   * The owner becomes an admin and the admin `to` the owner, together or not at all: whether `to`
   * was an admin (the one-owner index forbids any other order of the two updates).
   */
  transfer(workspaceId: string, from: string, to: string): Promise<boolean> {
    return this.em
      .transactional(async (em) => {
        const demoted = await em.execute<Array<{ user_id: string }>>(
          `update workspace_members set role = 'admin' where workspace_id = ? and user_id = ? and role = 'owner' returning user_id`,
          [workspaceId, from],
        );
        const promoted = await em.execute<Array<{ user_id: string }>>(
          `update workspace_members set role = 'owner' where workspace_id = ? and user_id = ? and role = 'admin' returning user_id`,
          [workspaceId, to],
        );
        if (demoted.length === 0 || promoted.length === 0) throw new TransferRefused();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransferRefused) return false;
        throw error;
      });
  }
}

/** Rolls a transfer back when either side was not what it had to be. */
class TransferRefused extends Error {}
