import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { nextCheckAt } from '../domain/check-schedule';
import { type CustomDomain, MAX_DOMAINS_PER_WORKSPACE, UNVERIFIED_REMINDER_DAYS } from '../domain/custom-domain';
import type { DnsProblem } from '../domain/dns-check';

const COLUMNS = `id, workspace_id as "workspaceId", hostname, status, verification_token as "token",
  root_url as "rootUrl", not_found_url as "notFoundUrl", is_default as "isDefault", created_at as "createdAt",
  updated_at as "updatedAt", verified_at as "verifiedAt", last_checked_at as "lastCheckedAt",
  last_problems as "lastProblems", failed_checks as "failedChecks"`;

export type NewCustomDomain = Pick<CustomDomain, 'id' | 'workspaceId' | 'hostname' | 'token' | 'createdAt'>;

/** Why an add did not happen. */
export type AddRefusal = 'limit' | 'duplicate';

export interface CheckOutcome {
  status: CustomDomain['status'];
  failedChecks: number;
  problems: DnsProblem[];
  checkedAt: Date;
  /** When the background check comes back to it (null: never). */
  nextCheckAt: Date | null;
}

/** A hostname verified in a workspace: where a request for it belongs. */
export interface VerifiedHostRow {
  hostname: string;
  workspaceId: string;
  domainId: string;
  rootUrl: string | null;
  notFoundUrl: string | null;
}

/** A domain that codes may be on (verified once, not disabled since), and whether it is verified now. */
export interface LiveDomainRow extends VerifiedHostRow {
  verified: boolean;
}

const LIVE_DOMAIN_COLUMNS = `hostname, workspace_id as "workspaceId", id as "domainId", root_url as "rootUrl",
  not_found_url as "notFoundUrl", status = 'verified' as verified`;
/** Codes are created on verified domains only: one never verified has none. */
const LIVE = `status <> 'disabled' and verified_at is not null`;

/** Custom domains, in SQL; every read and write is scoped to the workspace. */
@Injectable()
export class CustomDomainsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a pending domain, or refuses: the workspace has MAX_DOMAINS_PER_WORKSPACE already, or
   * this hostname. The workspace's row is locked first so that concurrent adds count one by one.
   */
  add(domain: NewCustomDomain): Promise<CustomDomain | AddRefusal> {
    return this.em.transactional(async (em) => {
      await em.execute('select id from workspaces where id = ? for update', [domain.workspaceId]);
      const [held] = await em.execute<Array<{ count: number; duplicate: boolean | null }>>(
        'select count(*)::int as count, bool_or(hostname = ?) as duplicate from custom_domains where workspace_id = ?',
        [domain.hostname, domain.workspaceId],
      );
      if (held?.duplicate) return 'duplicate';
      if ((held?.count ?? 0) >= MAX_DOMAINS_PER_WORKSPACE) return 'limit';
      const [stored] = await em.execute<CustomDomain[]>(
        `insert into custom_domains (id, workspace_id, hostname, verification_token, created_at, updated_at, next_check_at)
         values (?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
        [
          domain.id,
          domain.workspaceId,
          domain.hostname,
          domain.token,
          domain.createdAt,
          domain.createdAt,
          nextCheckAt({ status: 'pending', failedChecks: 0 }, domain.createdAt),
        ],
      );
      return asDomain(stored);
    });
  }

  async list(workspaceId: string): Promise<CustomDomain[]> {
    const rows = await this.em.execute<CustomDomain[]>(
      `select ${COLUMNS} from custom_domains where workspace_id = ? order by created_at, hostname`,
      [workspaceId],
    );
    return rows.map(asDomain);
  }

  async find(workspaceId: string, id: string): Promise<CustomDomain | undefined> {
    const [row] = await this.em.execute<CustomDomain[]>(
      `select ${COLUMNS} from custom_domains where workspace_id = ? and id = ?`,
      [workspaceId, id],
    );
    return row && asDomain(row);
  }

  /**
   * Stores a check's outcome. Verifying is refused ('taken') when another workspace holds the
   * hostname verified: checked first, and under concurrent checks by the unique index.
   */
  async recordCheck(domain: CustomDomain, outcome: CheckOutcome): Promise<CustomDomain | 'taken'> {
    const verifying = outcome.status === 'verified';
    try {
      const [row] = await this.em.execute<CustomDomain[]>(
        `update custom_domains set status = ?, failed_checks = ?, last_problems = ?::jsonb, last_checked_at = ?,
           next_check_at = ?, updated_at = ?, verified_at = case when ? and status <> 'verified' then ? else verified_at end,
           -- Verified again: the next time it breaks is news again.
           misconfigured_mailed_at = case when ? then null else misconfigured_mailed_at end
         where id = ? and workspace_id = ?
           and not (? and exists (select 1 from custom_domains other
                                  where other.hostname = ? and other.status = 'verified' and other.id <> ?))
         returning ${COLUMNS}`,
        [
          outcome.status,
          outcome.failedChecks,
          JSON.stringify(outcome.problems),
          outcome.checkedAt,
          outcome.nextCheckAt,
          outcome.checkedAt,
          verifying,
          outcome.checkedAt,
          verifying,
          domain.id,
          domain.workspaceId,
          verifying,
          domain.hostname,
          domain.id,
        ],
      );
      return row ? asDomain(row) : 'taken';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'taken';
      throw error;
    }
  }

  /** Changes the URLs and the default flag; a new default takes the flag from the workspace's previous one. */
  update(
    domain: CustomDomain,
    changes: Partial<Pick<CustomDomain, 'rootUrl' | 'notFoundUrl' | 'isDefault'>>,
    now: Date,
  ): Promise<CustomDomain> {
    return this.em.transactional(async (em) => {
      if (changes.isDefault) {
        await em.execute(
          'update custom_domains set is_default = false, updated_at = ? where workspace_id = ? and is_default and id <> ?',
          [now, domain.workspaceId, domain.id],
        );
      }
      // A field left out (undefined) keeps its value; null clears it.
      const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const next = { ...domain, ...given };
      const [row] = await em.execute<CustomDomain[]>(
        `update custom_domains set root_url = ?, not_found_url = ?, is_default = ?, updated_at = ?
         where id = ? and workspace_id = ? returning ${COLUMNS}`,
        [next.rootUrl, next.notFoundUrl, next.isDefault, now, domain.id, domain.workspaceId],
      );
      return asDomain(row);
    });
  }

  /**
   * Disables a domain (no longer served, checked or default), or enables a disabled one again:
   * pending, checked from scratch.
   */
  async setEnabled(domain: CustomDomain, enabled: boolean, now: Date): Promise<CustomDomain> {
    const status = enabled ? 'pending' : 'disabled';
    const [row] = await this.em.execute<CustomDomain[]>(
      `update custom_domains set status = ?, failed_checks = 0, next_check_at = ?, updated_at = ?,
         is_default = is_default and ?
       where id = ? and workspace_id = ? returning ${COLUMNS}`,
      [status, nextCheckAt({ status, failedChecks: 0 }, now), now, enabled, domain.id, domain.workspaceId],
    );
    return asDomain(row);
  }

  /** The removed domain's hostname; undefined when there was no such domain. */
  async remove(workspaceId: string, id: string): Promise<string | undefined> {
    const [row] = await this.em.execute<Array<{ hostname: string }>>(
      'delete from custom_domains where workspace_id = ? and id = ? returning hostname',
      [workspaceId, id],
    );
    return row?.hostname;
  }

  /** Every domain codes may be on; the verified hostnames among them, each in the one workspace that holds it verified. */
  liveDomains(): Promise<LiveDomainRow[]> {
    return this.em.execute<LiveDomainRow[]>(`select ${LIVE_DOMAIN_COLUMNS} from custom_domains where ${LIVE}`);
  }

  /** The live domains of one hostname, in whichever workspaces added it (one at most holds it verified). */
  liveDomainsOf(hostname: string): Promise<LiveDomainRow[]> {
    return this.em.execute<LiveDomainRow[]>(
      `select ${LIVE_DOMAIN_COLUMNS} from custom_domains where ${LIVE} and hostname = ?`,
      [hostname],
    );
  }

  /**
   * Claims the reminders due at `now` of domains still pending, each reminder once whichever
   * replica claims it first (the update's condition is checked again on the locked row). A domain
   * first seen past the last reminder's day gets only that one.
   */
  async claimReminders(now: Date): Promise<ReminderDue[]> {
    const [first, last] = UNVERIFIED_REMINDER_DAYS.map((days) => new Date(now.getTime() - days * DAY_MS));
    const rows = await this.em.execute<ReminderDue[]>(
      `with due as (
         select id as due_id, case when created_at <= ? then 2 else 1 end as reminder from custom_domains
         where status = 'pending' and created_at <= ? and unverified_reminders < 2 limit ?)
       update custom_domains set unverified_reminders = due.reminder from due
       where id = due.due_id and status = 'pending' and unverified_reminders < due.reminder
       returning ${COLUMNS}, due.reminder`,
      [last, first, REMINDERS_PER_SWEEP],
    );
    return rows.map((row) => ({ ...asDomain(row), reminder: Number(row.reminder) }));
  }

  /** Claims the mail that says this domain became misconfigured: true once, until it is verified again. */
  async claimMisconfiguredMail(domain: CustomDomain, now: Date): Promise<boolean> {
    const rows = await this.em.execute(
      `update custom_domains set misconfigured_mailed_at = ?
       where id = ? and workspace_id = ? and status = 'misconfigured' and misconfigured_mailed_at is null returning id`,
      [now, domain.id, domain.workspaceId],
    );
    return rows.length > 0;
  }

  /**
   * Claims the mails to the workspaces that added `hostname` while another holds it verified: one
   * per domain, ever. Those that were told are returned.
   */
  claimTakenMails(hostname: string, now: Date): Promise<Array<Pick<CustomDomain, 'id' | 'workspaceId' | 'hostname'>>> {
    return this.em.execute(
      `update custom_domains d set taken_mailed_at = ?
       where d.hostname = ? and d.status <> 'verified' and d.taken_mailed_at is null
         and exists (select 1 from custom_domains held where held.hostname = d.hostname and held.status = 'verified')
       returning d.id, d.workspace_id as "workspaceId", d.hostname`,
      [now, hostname],
    );
  }

  /** Up to `limit` domains whose background check is due at `now`, the longest waiting first. */
  async due(now: Date, limit: number): Promise<CustomDomain[]> {
    const rows = await this.em.execute<CustomDomain[]>(
      `select ${COLUMNS} from custom_domains where next_check_at <= ? order by next_check_at limit ?`,
      [now, limit],
    );
    return rows.map(asDomain);
  }
}

/** A pending domain whose reminder (1: the first of UNVERIFIED_REMINDER_DAYS) is due. */
export type ReminderDue = CustomDomain & { reminder: number };

/** The reminders read per sweep; the rest wait for the next one. */
const REMINDERS_PER_SWEEP = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The driver's row, its timestamps as dates. */
function asDomain(row: CustomDomain): CustomDomain {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    verifiedAt: date(row.verifiedAt),
    lastCheckedAt: date(row.lastCheckedAt),
  };
}
