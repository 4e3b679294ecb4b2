import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { inNativeTransaction } from '@liveqr/api/platform';
import { Injectable } from '@nestjs/common';
import type { SqlTransaction, WebhookDeliveryStatus, WebhookEventType } from '@liveqr/shared/contracts';
import { WebhookDelivery } from '../domain/webhook-delivery.entity';
import { WebhookEndpoint } from '../domain/webhook-endpoint.entity';
import { WebhooksErrorCode, WebhooksException } from '../domain/webhooks.exception';

/**
 * One delivery of each message for every enabled endpoint of its owner subscribed to `$1`, leased
 * for `$2` seconds to the replica that writes it; the ids have the shape of the other messages'
 * (`msg_` and 32 hex digits). Answers each delivery's id and its message's place in the list (`n`,
 * from 1), so that the replica sends the body it holds rather than reading it back. The owners come
 * as an array (`$3`), the bodies each as a plain parameter in a VALUES list: a body in a text array
 * parameter is escaped quote by quote on the way out (pg's array literal), which cost more than the
 * rest of the statement.
 */
function queueMessages(count: number): string {
  const bodies = Array.from({ length: count }, (_, i) => `(${i + 1}, $${i + 4}::text)`).join(', ');
  return `
  with targets as materialized (
    select 'msg_' || replace(gen_random_uuid()::text, '-', '') as id, m.n, e.id as endpoint_id, e.user_id
    from unnest($3::uuid[]) with ordinality as m(owner_id, n)
    join webhook_endpoints e on e.user_id = m.owner_id and e.enabled and $1::text = any(e.events)
  ), inserted as (
    insert into webhook_deliveries (id, endpoint_id, user_id, event_type, body, status, attempts, created_at, next_attempt_at, leased_until)
    select t.id, t.endpoint_id, t.user_id, $1::text, b.body, 'pending', 0, now(), now(), now() + make_interval(secs => $2)
    from targets t join (values ${bodies}) as b(n, body) on b.n = t.n
  )
  select id, n::int from targets`;
}

/** Deliveries of single events, one row per element of the arrays. */
const QUEUE_DELIVERIES = `
  insert into webhook_deliveries (id, endpoint_id, user_id, event_type, body, status, attempts, created_at, next_attempt_at)
  select d.id, d.endpoint_id, d.user_id, $4, d.body, 'pending', 0, $6, $6
  from unnest($1::text[], $2::uuid[], $3::uuid[], $5::text[]) as d(id, endpoint_id, user_id, body)`;

/**
 * Messages per statement: PostgreSQL takes at most 65,535 parameters, one per message here (and three
 * more). Their bytes are bounded by the caller: a scan roll-up takes at most 100 stored batches of up
 * to 500 scans, about 12 MB of bodies.
 */
const MESSAGES_PER_STATEMENT = 60_000;

/** The unique index that keeps one live endpoint per owner and URL (migration 20261128120200). */
const LIVE_URL_PER_OWNER = 'webhook_endpoints_live_url_per_owner';

/** Shown in the delivery log per endpoint: the latest this many. */
const LOGGED_DELIVERIES = 50;

/** A message this replica wrote and leased: its delivery, and the body its first attempt sends. */
export interface LeasedMessage {
  id: string;
  body: string;
}

/** A queued delivery due for an attempt, with what the attempt needs of its endpoint. */
export interface DueDelivery {
  id: string;
  body: string;
  attempts: number;
  createdAt: Date;
  endpoint: { id: string; userId: string; url: string; secret: string; enabled: boolean };
}

/** How one attempt went, as the delivery's log line keeps it. */
export interface AttemptRecord {
  id: string;
  status: WebhookDeliveryStatus;
  responseStatus: number | null;
  error: string | null;
  attemptedAt: Date;
  nextAttemptAt: Date | null;
}

/** What an attempt reads of a delivery and its endpoint (`d` and `e`), but the body. */
const CLAIMED_COLUMNS = 'd.id, d.attempts, d.created_at, e.id as endpoint_id, e.user_id, e.url, e.secret, e.enabled';

/**
 * The deliveries of a batch of jobs, still pending, with their endpoints: one statement, read without
 * the ORM (each body is a message of up to 500 scans, and under load dozens of them go each second).
 */
const DUE_DELIVERIES = `
  select ${CLAIMED_COLUMNS}, d.body
  from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
  where d.id = any($1::text[]) and d.status = 'pending'`;

/**
 * DUE_DELIVERIES for first attempts a replica makes itself, without the bodies it holds: only those
 * whose lease has not run out, leased again for the attempt (`$2` seconds). A take-over and a claim of one delivery wait for each
 * other on its row, and whichever comes second finds the lease no longer matches: one attempt each.
 */
const CLAIM_DELIVERIES = `
  update webhook_deliveries d set leased_until = now() + make_interval(secs => $2)
  from webhook_endpoints e
  where e.id = d.endpoint_id and d.id = any($1::text[]) and d.status = 'pending' and d.leased_until > now()
  returning ${CLAIMED_COLUMNS}`;

/**
 * Up to `$1` deliveries whose lease ran out, no longer leased: those still pending are then queued as
 * jobs, in the same transaction. Rows a claim holds are skipped: its lease is about to be renewed.
 */
const TAKE_OVER_LAPSED = `
  with lapsed as (
    select id from webhook_deliveries where leased_until <= now()
    order by leased_until limit $1 for update skip locked
  )
  update webhook_deliveries d set leased_until = null from lapsed
  where d.id = lapsed.id
  returning d.id, d.status = 'pending' as pending`;

/** TAKE_OVER_LAPSED for the deliveries `$1` still leased to the server that gives them up. */
const HAND_OVER = `
  update webhook_deliveries set leased_until = null
  where id = any($1::text[]) and leased_until > now()
  returning id, status = 'pending' as pending`;

/** Queues attempts of deliveries within a transaction. */
type Enqueue = (deliveryIds: string[], transaction: SqlTransaction) => Promise<void>;

/** Lapsed leases taken over per transaction. */
const TAKEN_OVER_AT_ONCE = 1_000;

interface ClaimedRow {
  id: string;
  attempts: number;
  /** As text: the ORM's connections leave timestamps unparsed. */
  created_at: string;
  endpoint_id: string;
  user_id: string;
  url: string;
  secret: string;
  enabled: boolean;
}

function dueDelivery(row: ClaimedRow, body: string): DueDelivery {
  return {
    id: row.id,
    body,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    endpoint: { id: row.endpoint_id, userId: row.user_id, url: row.url, secret: row.secret, enabled: row.enabled },
  };
}

/**
 * Each attempt's outcome on its log line, and its lease ended, in one statement; a delivery no longer
 * pending is left as it is.
 */
const RECORD_ATTEMPTS = `
  update webhook_deliveries d
  set status = r.status, attempts = d.attempts + 1, response_status = r.response_status, error = r.error,
    last_attempt_at = r.attempted_at, next_attempt_at = r.next_attempt_at, leased_until = null
  from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::timestamptz[], $6::timestamptz[])
    as r(id, status, response_status, error, attempted_at, next_attempt_at)
  where d.id = r.id and d.status = 'pending'`;

/** A delivery's next attempt, and when. */
export interface Retry {
  deliveryId: string;
  at: Date;
}

/** An endpoint an attempt switched off, with what its owner's mail says. */
export interface DisabledEndpoint {
  id: string;
  userId: string;
  url: string;
}

/** WebhookEndpoint.disable in SQL, for the endpoints of a batch that gave up. */
const DISABLE_ENDPOINTS = `
  update webhook_endpoints set enabled = false, disabled_at = $2
  where id = any($1::uuid[]) and enabled
  returning id, user_id as "userId", url`;

/** Endpoints and deliveries, always scoped by their owner where a user asks. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A repository on its own unit of work, for work outside a request (queue, events). */
  forked(): WebhookEndpointsRepository {
    return new WebhookEndpointsRepository(this.em.fork());
  }

  list(userId: string): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Revoked ones do not count: the owner replaces them. */
  countLive(userId: string): Promise<number> {
    return this.em.count(WebhookEndpoint, { userId, revokedAt: null });
  }

  /** Not revoked and made up to `at`. */
  liveMadeBy(userId: string, at: Date): Promise<WebhookEndpoint[]> {
    return this.em.find(
      WebhookEndpoint,
      { userId, revokedAt: null, createdAt: { $lte: at } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /** The queued deliveries of these endpoints end as failed, with why. */
  async failPendingDeliveries(endpointIds: string[], error: string): Promise<void> {
    await this.em.nativeUpdate(
      WebhookDelivery,
      { endpointId: { $in: endpointIds }, status: 'pending' },
      { status: 'failed', nextAttemptAt: null, error },
    );
  }

  find(userId: string, id: string): Promise<WebhookEndpoint | null> {
    return this.em.findOne(WebhookEndpoint, { id, userId });
  }

  findById(id: string): Promise<WebhookEndpoint | null> {
    return this.em.findOne(WebhookEndpoint, { id });
  }

  subscribedTo(userId: string, type: WebhookEventType): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, { userId, enabled: true, events: { $contains: [type] } });
  }

  /** Deliveries waiting for an attempt, due now or after a retry's wait, of every owner. */
  pendingDeliveries(): Promise<number> {
    return this.em.count(WebhookDelivery, { status: 'pending' });
  }

  /** The owners with an enabled endpoint for scans. */
  async scanListeners(): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ user_id: string }[]>(
        `select distinct user_id from webhook_endpoints where enabled and 'scan.created' = any(events)`,
      );
    return rows.map(({ user_id }) => user_id);
  }

  /**
   * One delivery of each message for every enabled endpoint of its owner subscribed to `type`, in
   * one statement, leased to this replica for `leaseSeconds`, and handed to `then` with their bodies
   * (their first attempts), all within the caller's transaction.
   */
  async queueMessagesWithin(
    type: WebhookEventType,
    messages: ReadonlyArray<{ ownerId: string; body: string }>,
    leaseSeconds: number,
    transaction: SqlTransaction,
    then: (leased: LeasedMessage[], transaction: SqlTransaction) => void,
  ): Promise<void> {
    const leased: LeasedMessage[] = [];
    for (let start = 0; start < messages.length; start += MESSAGES_PER_STATEMENT) {
      const chunk = messages.slice(start, start + MESSAGES_PER_STATEMENT);
      const { rows } = await transaction.executeSql(queueMessages(chunk.length), [
        type,
        leaseSeconds,
        chunk.map(({ ownerId }) => ownerId),
        ...chunk.map(({ body }) => body),
      ]);
      for (const { id, n } of rows as Array<{ id: string; n: number }>) leased.push({ id, body: chunk[n - 1].body });
    }
    if (leased.length > 0) then(leased, transaction);
  }

  /**
   * Deliveries of single events (a code changed, a member added, a test), written with `created_at`
   * `now` and handed to `enqueue`, in one transaction: a delivery is never logged without its job.
   */
  async queueDeliveries(
    type: string,
    deliveries: ReadonlyArray<{ id: string; endpointId: string; userId: string; body: string }>,
    now: Date,
    enqueue: Enqueue,
  ): Promise<void> {
    await inNativeTransaction(this.em, async (client, transaction) => {
      await client.query(QUEUE_DELIVERIES, [
        deliveries.map(({ id }) => id),
        deliveries.map(({ endpointId }) => endpointId),
        deliveries.map(({ userId }) => userId),
        type,
        deliveries.map(({ body }) => body),
        now,
      ]);
      await enqueue(
        deliveries.map(({ id }) => id),
        transaction,
      );
    });
  }

  /**
   * Takes over the deliveries whose lease ran out, a transaction of up to TAKEN_OVER_AT_ONCE at a
   * time, handing those still pending to `enqueue` within it. Resolves with how many it queued.
   */
  async takeOverLapsed(enqueue: Enqueue): Promise<number> {
    let queued = 0;
    for (;;) {
      const { taken, pending } = await this.releaseLeases(TAKE_OVER_LAPSED, [TAKEN_OVER_AT_ONCE], enqueue);
      queued += pending;
      if (taken < TAKEN_OVER_AT_ONCE) return queued;
    }
  }

  /** Gives up the leases of these deliveries (this server is stopping), handing them to `enqueue` as `takeOverLapsed` does. */
  async handOver(deliveryIds: readonly string[], enqueue: Enqueue): Promise<void> {
    await this.releaseLeases(HAND_OVER, [deliveryIds], enqueue);
  }

  private releaseLeases(
    statement: string,
    values: unknown[],
    enqueue: Enqueue,
  ): Promise<{ taken: number; pending: number }> {
    return inNativeTransaction(this.em, async (client, transaction) => {
      const { rows } = await client.query<{ id: string; pending: boolean }>(statement, values);
      const pending = rows.filter((row) => row.pending).map(({ id }) => id);
      if (pending.length > 0) await enqueue(pending, transaction);
      return { taken: rows.length, pending: pending.length };
    });
  }

  deliveries(endpointId: string): Promise<WebhookDelivery[]> {
    return this.em.find(
      WebhookDelivery,
      { endpointId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LOGGED_DELIVERIES },
    );
  }

  async due(deliveryIds: readonly string[]): Promise<DueDelivery[]> {
    const pool = await this.em.getConnection().getNativeClient();
    const { rows } = await pool.query<ClaimedRow & { body: string }>(DUE_DELIVERIES, [deliveryIds]);
    return rows.map((row) => dueDelivery(row, row.body));
  }

  /**
   * `due` for the first attempts of messages leased to this replica, leased again for `leaseSeconds`,
   * with the bodies it holds: those taken over meanwhile are left out.
   */
  async claim(messages: readonly LeasedMessage[], leaseSeconds: number): Promise<DueDelivery[]> {
    const pool = await this.em.getConnection().getNativeClient();
    const bodies = new Map(messages.map(({ id, body }) => [id, body]));
    const { rows } = await pool.query<ClaimedRow>(CLAIM_DELIVERIES, [[...bodies.keys()], leaseSeconds]);
    return rows.map((row) => dueDelivery(row, bodies.get(row.id) as string));
  }

  /**
   * Logs each attempt's outcome and, in the same transaction, switches off the endpoints that gave up
   * (`givenUp`, those still enabled): a delivery never reads failed while its endpoint is still on, nor
   * the other way round. The next attempts are queued (`retry`) in that transaction too, so a delivery
   * logged as waiting for one always has it. Resolves with the endpoints it switched off.
   */
  async recordAttempts(
    records: readonly AttemptRecord[],
    givenUp: readonly string[],
    now: Date,
    retry: (retries: Retry[], transaction: SqlTransaction) => Promise<void>,
  ): Promise<DisabledEndpoint[]> {
    const outcomes = [
      records.map(({ id }) => id),
      records.map(({ status }) => status),
      records.map(({ responseStatus }) => responseStatus),
      records.map(({ error }) => error),
      records.map(({ attemptedAt }) => attemptedAt),
      records.map(({ nextAttemptAt }) => nextAttemptAt),
    ];
    const retries = records.flatMap(({ id, nextAttemptAt }) =>
      nextAttemptAt ? [{ deliveryId: id, at: nextAttemptAt }] : [],
    );
    if (givenUp.length === 0 && retries.length === 0) {
      // Nothing else to keep in step with (the usual batch: every attempt succeeded): one statement.
      const pool = await this.em.getConnection().getNativeClient();
      await pool.query(RECORD_ATTEMPTS, outcomes);
      return [];
    }
    return inNativeTransaction(this.em, async (client, transaction) => {
      const { rows } =
        givenUp.length > 0 ? await client.query<DisabledEndpoint>(DISABLE_ENDPOINTS, [givenUp, now]) : { rows: [] };
      await client.query(RECORD_ATTEMPTS, outcomes);
      if (retries.length > 0) await retry(retries, transaction);
      return rows;
    });
  }

  add(endpoint: WebhookEndpoint): void {
    this.em.persist(endpoint);
  }

  remove(endpoint: WebhookEndpoint): void {
    this.em.remove(endpoint);
  }

  async removeAllOf(userId: string): Promise<void> {
    await this.em.nativeDelete(WebhookEndpoint, { userId });
  }

  /** Writes the changes; an owner's second live endpoint for one URL is refused by the database, even in a race. */
  async flush(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && error.message.includes(LIVE_URL_PER_OWNER)) {
        throw new WebhooksException(WebhooksErrorCode.UrlTaken);
      }
      throw error;
    }
  }
}
