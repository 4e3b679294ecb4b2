import { randomUUID } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SignInMethod } from '@liveqr/shared/contracts';
import { TWO_FACTOR } from '../domain/two-factor-policy';

/** A sign-in whose password (or Google) step succeeded, waiting for its second step. */
export interface MfaTicket {
  tokenHash: string;
  userId: string;
  rememberMe: boolean;
  method: SignInMethod;
}

interface FactorRow {
  sealed_secret: string;
  confirmed_at: Date | string | null;
}

/**
 * The rows of two-factor sign-in in PostgreSQL: every write that must happen once (confirming,
 * using a time step or a recovery code, spending a ticket) is one conditional statement, so that
 * concurrent requests cannot both succeed.
 */
@Injectable()
export class TwoFactorStore {
  constructor(private readonly em: EntityManager) {}

  /** The user's TOTP secret (sealed) and whether it is confirmed; null without one. */
  async factorOf(userId: string): Promise<{ sealedSecret: string; confirmed: boolean } | null> {
    const [row] = await this.em.execute<FactorRow[]>(
      'select sealed_secret, confirmed_at from totp_factors where user_id = ?',
      [userId],
    );
    return row ? { sealedSecret: row.sealed_secret, confirmed: row.confirmed_at !== null } : null;
  }

  async isOn(userId: string): Promise<boolean> {
    return (await this.factorOf(userId))?.confirmed ?? false;
  }

  /** Stores a pending secret, replacing a pending one; false when a confirmed one is there. */
  async startEnrolment(userId: string, sealedSecret: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `insert into totp_factors (user_id, sealed_secret, created_at, confirmed_at, last_used_step)
       values (?, ?, ?, null, null)
       on conflict (user_id) do update set sealed_secret = excluded.sealed_secret,
         created_at = excluded.created_at, last_used_step = null
       where totp_factors.confirmed_at is null
       returning user_id`,
      [userId, sealedSecret, new Date()],
    );
    return rows.length === 1;
  }

  /** Turns the pending secret on with the step of its first code and new recovery codes; false when none was pending. */
  async confirm(userId: string, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const rows = await tx.execute<unknown[]>(
        `update totp_factors set confirmed_at = ?, last_used_step = ?
         where user_id = ? and confirmed_at is null returning user_id`,
        [new Date(), step, userId],
      );
      if (rows.length !== 1) return false;
      await tx.execute('delete from recovery_codes where user_id = ?', [userId]);
      for (const hash of recoveryCodeHashes) {
        await tx.execute('insert into recovery_codes (id, user_id, code_hash, used_at) values (?, ?, ?, null)', [
          randomUUID(),
          userId,
          hash,
        ]);
      }
      return true;
    });
  }

  /** Spends a time step of the confirmed secret: false when it or a later one was used (a replayed code). */
  async useStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `update totp_factors set last_used_step = ?
       where user_id = ? and confirmed_at is not null and (last_used_step is null or last_used_step < ?)
       returning user_id`,
      [step, userId, step],
    );
    return rows.length === 1;
  }

  /** Spends an unused recovery code of the user; false when it is unknown or was used. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `update recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null
       returning id`,
      [new Date(), userId, codeHash],
    );
    return rows.length === 1;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const [row] = await this.em.execute<{ left: string | number }[]>(
      'select count(*) as left from recovery_codes where user_id = ? and used_at is null',
      [userId],
    );
    return Number(row?.left ?? 0);
  }

  /** Turns two-factor off: the secret, the recovery codes, remembered devices and waiting sign-ins go. */
  async remove(userId: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      for (const table of ['totp_factors', 'recovery_codes', 'trusted_devices', 'mfa_tickets']) {
        await tx.execute(`delete from ${table} where user_id = ?`, [userId]);
      }
    });
  }

  /** A ticket for the second step of this sign-in; its token is in the answer only. */
  async issueTicket(userId: string, rememberMe: boolean, method: SignInMethod): Promise<string> {
    const { token, hash } = newSecretToken();
    const now = Date.now();
    await this.em.execute('delete from mfa_tickets where expires_at < ?', [new Date(now)]);
    await this.em.execute(
      'insert into mfa_tickets (token_hash, user_id, remember_me, method, failures, expires_at) values (?, ?, ?, ?, 0, ?)',
      [hash, userId, rememberMe, method, new Date(now + TWO_FACTOR.ticketTtlMs)],
    );
    return token;
  }

  /** The ticket while it lives (not expired, not spent, not worn out by wrong codes). */
  async ticket(token: string): Promise<MfaTicket | null> {
    const [row] = await this.em.execute<
      { token_hash: string; user_id: string; remember_me: boolean; method: SignInMethod }[]
    >('select token_hash, user_id, remember_me, method from mfa_tickets where token_hash = ? and expires_at > ?', [
      hashSecretToken(token),
      new Date(),
    ]);
    return row
      ? { tokenHash: row.token_hash, userId: row.user_id, rememberMe: row.remember_me, method: row.method }
      : null;
  }

  /** Counts a wrong code against the ticket; the last allowed one ends it. */
  async failTicket(ticket: MfaTicket): Promise<void> {
    await this.em.execute('update mfa_tickets set failures = failures + 1 where token_hash = ?', [ticket.tokenHash]);
    await this.em.execute('delete from mfa_tickets where token_hash = ? and failures >= ?', [
      ticket.tokenHash,
      TWO_FACTOR.ticketMaxFailures,
    ]);
  }

  /** Spends the ticket: false when another request did first. */
  async spendTicket(ticket: MfaTicket): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>('delete from mfa_tickets where token_hash = ? returning user_id', [
      ticket.tokenHash,
    ]);
    return rows.length === 1;
  }

  /** Remembers this browser for the user; the cookie's token is in the answer only. */
  async trustDevice(userId: string): Promise<string> {
    const { token, hash } = newSecretToken();
    const now = Date.now();
    await this.em.execute('delete from trusted_devices where user_id = ? and expires_at < ?', [userId, new Date(now)]);
    await this.em.execute(
      'insert into trusted_devices (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)',
      [hash, userId, new Date(now), new Date(now + TWO_FACTOR.trustedDeviceTtlMs)],
    );
    return token;
  }

  async isTrustedDevice(userId: string, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const [row] = await this.em.execute<unknown[]>(
      'select 1 from trusted_devices where token_hash = ? and user_id = ? and expires_at > ?',
      [hashSecretToken(token), userId, new Date()],
    );
    return row !== undefined;
  }

  /** "Sign out everywhere": no browser skips the second step any more. */
  async forgetDevices(userId: string): Promise<void> {
    await this.em.execute('delete from trusted_devices where user_id = ?', [userId]);
  }
}
