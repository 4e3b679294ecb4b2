import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { describeUserAgent, GeoIp } from '@liveqr/api/platform';
import type { AccountEventType, SignInMethod } from '@liveqr/shared/contracts';
import type { RequestClient } from '../application/request-client';
import { AccountEvent, type AccountEventView } from '../domain/account-event.entity';
import { ACTIVITY_RETENTION_DAYS } from '../domain/session-policy';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A page's worth: 90 days of a busy account stay readable. */
const SHOWN_EVENTS = 100;

export interface ActivityDetails {
  /** The request that caused it: its browser, system and approximate place are kept, not its IP. */
  client?: RequestClient;
  method?: SignInMethod;
}

/** The account's recent activity: written by the use cases, kept for 90 days, read by its owner only. */
@Injectable()
export class AccountActivity {
  constructor(
    private readonly em: EntityManager,
    private readonly geoIp: GeoIp,
  ) {}

  /** Writes the event at once (the user row must exist) and drops the user's events past retention. */
  async record(userId: string, type: AccountEventType, { client, method }: ActivityDetails = {}): Promise<void> {
    const { browser, operatingSystem } = client
      ? describeUserAgent(client.userAgent)
      : { browser: null, operatingSystem: null };
    const { city, country } = client ? this.geoIp.locate(client.ip) : { city: null, country: null };
    const now = new Date();
    await this.em.insert(AccountEvent, {
      id: randomUUID(),
      userId,
      type,
      occurredAt: now,
      method: method ?? null,
      browser,
      operatingSystem,
      city,
      country,
    });
    await this.em.nativeDelete(AccountEvent, { userId, occurredAt: { $lt: retentionStart(now) } });
  }

  /** Newest first, within the retention period. */
  async list(userId: string): Promise<AccountEventView[]> {
    const events = await this.em.find(
      AccountEvent,
      { userId, occurredAt: { $gte: retentionStart(new Date()) } },
      { orderBy: { occurredAt: 'desc' }, limit: SHOWN_EVENTS },
    );
    return events.map((event) => event.toView());
  }
}

function retentionStart(now: Date): Date {
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS);
}
