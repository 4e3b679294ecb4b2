import { ScanNotices, ScanRecorder, ScanRollup, ScanStore } from '@liveqr/api/scan-analytics';
import { WebhookRetrySchedule, WebhookSender } from '@liveqr/api/webhooks';
import { QueueScanWebhooksCommand } from '@liveqr/shared/contracts';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Webhook } from 'standardwebhooks';
import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { scan, USER_AGENTS, withDatabase } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiKey, withKey } from './support/api-keys';
import { eventually, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

interface SentScan {
  scanId: string;
  qrCodeId: string;
}

describe('scan.created webhooks', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // A replica's first attempts are taken over a second after it wrote them, if it has not made them.
    server = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOKS_HANDOVER_SECONDS: '1' });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** A verified owner with a code, and, when `listening`, an endpoint for scan.created at `url`. */
  async function anOwner(listening: boolean, url = receiver.url) {
    const user = await aUser(server, { verified: true });
    const key = (await createApiKey(server, user)).secret;
    const code = await createCode(qrApi(server, user), { type: 'website', content: { url: 'https://example.com/s' } });
    if (listening) {
      const created = await withKey(server, key, 'POST', '/api/v1/webhooks', {
        url,
        events: ['scan.created'],
      });
      expect(created.statusCode).toBe(201);
      return { key, code, endpointId: created.json().id as string, secret: created.json().secret as string };
    }
    return { key, code, endpointId: undefined, secret: undefined };
  }

  /** The scan.created messages the receiver was sent with scans of this code. */
  const messagesOf = (qrCodeId: string): SentScan[][] =>
    receiver.received
      .map((message) => JSON.parse(message.body))
      .filter((message) => message.type === 'scan.created')
      .map((message) => message.data.scans as SentScan[])
      .filter((scans) => scans.some((sent) => sent.qrCodeId === qrCodeId));
  /** Every scan the receiver was sent of this code, one entry per time it was sent. */
  const sentScansOf = (qrCodeId: string): SentScan[] =>
    receiver.received
      .map((message) => JSON.parse(message.body))
      .filter((message) => message.type === 'scan.created')
      .flatMap((message) => message.data.scans as SentScan[])
      .filter((sent) => sent.qrCodeId === qrCodeId);
  /** Queued batches that name scans someone listens for. */
  const noticedBatches = () =>
    withDatabase(server, async (client) =>
      Number(
        (await client.query('select count(*) from qr_scan_rollup_batches where noticed_scan_ids is not null')).rows[0]
          .count,
      ),
    );
  /**
   * As if the process that wrote the queued batches had stopped long enough ago: their scans are read
   * back rather than left to it.
   */
  const writerGone = () =>
    withDatabase(server, (client) =>
      client.query(
        `update qr_scan_rollup_batches set queued_at = now() - interval '1 minute' where noticed_scan_ids is not null`,
      ),
    );
  /** Roll-ups wait (as they do for a second under load) until the test lets them go. */
  const holdRollups = () => jest.spyOn(server.app.get(ScanRollup), 'run').mockResolvedValue(undefined);
  const deliveriesOf = (endpointId: string | undefined) =>
    withDatabase(server, async (client) =>
      Number(
        (await client.query('select count(*) from webhook_deliveries where endpoint_id = $1', [endpointId])).rows[0]
          .count,
      ),
    );
  const scanTimes = (slug: string, count: number, ip = '203.0.113.7') =>
    Array.from({ length: count }, (_, i) => scan(server, slug, { ip: ip.replace(/\d+$/, String(10 + i)) }));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it.each(['held by the process that wrote it', 'read back from the database'])(
    "delivers exactly the listening owner's scans of a mixed batch, once, %s",
    async (path) => {
      const listening = await anOwner(true);
      const quiet = await anOwner(false);
      const notices = server.app.get(ScanNotices);
      // As if another replica had written the rows: they name the batches' people's scans, of both
      // owners, and only the listening owner's find an endpoint.
      if (path.startsWith('read back')) jest.spyOn(notices, 'written').mockImplementation(() => undefined);
      const answers = await Promise.all([
        ...scanTimes(listening.code.slug, 6),
        ...scanTimes(quiet.code.slug, 6),
        scan(server, listening.code.slug, { userAgent: USER_AGENTS.googlebot }),
      ]);
      expect(answers.every((answer) => answer.statusCode === 302)).toBe(true);
      if (path.startsWith('read back')) await writerGone();

      await eventually(async () => (sentScansOf(listening.code.id).length >= 6 ? true : undefined), 'the scans');
      await eventually(async () => ((await noticedBatches()) === 0 ? true : undefined), 'no batch left');
      await sleep(500); // anything sent twice would arrive meanwhile
      const sent = sentScansOf(listening.code.id);
      expect(sent).toHaveLength(6);
      expect(new Set(sent.map(({ scanId }) => scanId)).size).toBe(6);
      expect(sentScansOf(quiet.code.id)).toEqual([]);
    },
  );

  it('writes nothing more for scans once the endpoint is switched off, and again once it is back', async () => {
    const owner = await anOwner(true);
    const off = await withKey(server, owner.key, 'PATCH', `/api/v1/webhooks/${owner.endpointId}`, { enabled: false });
    expect(off.statusCode).toBe(200);
    const written = jest.spyOn(server.app.get(ScanStore), 'insert');
    await Promise.all(scanTimes(owner.code.slug, 3));
    expect(written.mock.calls.every(([, noticed]) => noticed === false)).toBe(true);

    await withKey(server, owner.key, 'PATCH', `/api/v1/webhooks/${owner.endpointId}`, { enabled: true });
    await Promise.all(scanTimes(owner.code.slug, 2));
    await eventually(async () => (sentScansOf(owner.code.id).length >= 2 ? true : undefined), 'the scans');
    await sleep(300);
    expect(sentScansOf(owner.code.id)).toHaveLength(2);
  });

  it('sends the scans of one owner from several batches in one message, once', async () => {
    const owner = await anOwner(true);
    holdRollups();
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await scan(server, owner.code.slug, { ip })).statusCode).toBe(302);
    }
    expect(await noticedBatches()).toBe(3);
    jest.restoreAllMocks();

    await server.app.get(ScanRollup).run();
    expect(await noticedBatches()).toBe(0);
    await eventually(async () => (messagesOf(owner.code.id).length > 0 ? true : undefined), 'the message');
    await sleep(500); // anything sent twice would arrive meanwhile
    const messages = messagesOf(owner.code.id);
    expect(messages).toHaveLength(1);
    expect(new Set(messages[0].map(({ scanId }) => scanId)).size).toBe(3);
    // Its body, joined from the batches' items, is signed as the bytes sent: the reference verifies it.
    const [sent] = receiver.received.filter(({ body }) => body.includes(owner.code.id));
    const verified = new Webhook(owner.secret ?? '').verify(sent.body, {
      'webhook-id': String(sent.headers['webhook-id']),
      'webhook-timestamp': String(sent.headers['webhook-timestamp']),
      'webhook-signature': String(sent.headers['webhook-signature']),
    }) as { type: string; timestamp: string; data: { scans: SentScan[] } };
    expect(Object.keys(verified)).toEqual(['type', 'timestamp', 'data']);
    expect(verified.type).toBe('scan.created');
    expect(verified.data.scans.map(({ scanId }) => scanId)).toEqual(messages[0].map(({ scanId }) => scanId));
  });

  it('sends every message of a roll-up, from memory, as the very body it stored for its delivery', async () => {
    // Three owners, one of them with a second endpoint: one statement writes the roll-up's four
    // deliveries, and the replica pairs each with the body it holds.
    const owners = [await anOwner(true), await anOwner(true), await anOwner(true)];
    const second = await withKey(server, owners[0].key, 'POST', '/api/v1/webhooks', {
      url: `${receiver.url}?second`,
      events: ['scan.created'],
    });
    expect(second.statusCode).toBe(201);
    holdRollups();
    await Promise.all(owners.flatMap(({ code }) => scanTimes(code.slug, 2)));
    await server.app.get(ScanRecorder).flush();
    jest.restoreAllMocks();

    await server.app.get(ScanRollup).run();
    const ours = (message: { body: string }) => owners.some(({ code }) => message.body.includes(code.id));
    const sent = await receiver.receivedCount(4, ours);
    const stored = await withDatabase(server, async (client) => {
      const { rows } = await client.query<{ id: string; body: string; user_id: string; endpoint_id: string }>(
        'select id, body, user_id, endpoint_id from webhook_deliveries where id = any($1)',
        [sent.map(({ headers }) => headers['webhook-id'])],
      );
      return new Map(rows.map((row) => [row.id, row]));
    });
    expect(stored.size).toBe(4);
    const endpointsOfFirst = new Set<string>();
    for (const message of sent) {
      const delivery = stored.get(String(message.headers['webhook-id']));
      expect(message.body).toBe(delivery?.body);
      const owner = owners.find(({ code }) => message.body.includes(code.id));
      expect(JSON.parse(message.body).data.scans).toHaveLength(2);
      expect(delivery?.user_id).toBe(
        (
          await withDatabase(server, (client) =>
            client.query('select user_id from qr_codes where id = $1', [owner?.code.id]),
          )
        ).rows[0].user_id,
      );
      if (owner === owners[0]) endpointsOfFirst.add(delivery?.endpoint_id ?? '');
    }
    expect(endpointsOfFirst).toEqual(new Set([owners[0].endpointId, second.json().id]));
  });

  it('leaves the scans of a roll-up that failed before its commit to the next roll-up, which sends them once', async () => {
    const owner = await anOwner(true);
    const rollup = server.app.get(ScanRollup);
    holdRollups();
    await Promise.all(scanTimes(owner.code.slug, 4));
    // Answered before stored: their batches commit only after this.
    await server.app.get(ScanRecorder).flush();
    jest.restoreAllMocks();
    // The messages and their jobs are written, then the process dies before the commit.
    const commands = server.app.get(CommandBus);
    const execute = commands.execute.bind(commands);
    jest.spyOn(commands, 'execute').mockImplementation(async (command) => {
      const result = await execute(command);
      if (command instanceof QueueScanWebhooksCommand) throw new Error('the process died');
      return result;
    });
    jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    await rollup.run();
    expect(await noticedBatches()).toBeGreaterThan(0);
    expect(await deliveriesOf(owner.endpointId)).toBe(0);
    jest.restoreAllMocks();

    await rollup.run();
    expect(await noticedBatches()).toBe(0);
    await eventually(async () => (sentScansOf(owner.code.id).length >= 4 ? true : undefined), 'the scans');
    await sleep(500);
    expect(sentScansOf(owner.code.id)).toHaveLength(4);
    expect(await deliveriesOf(owner.endpointId)).toBe(1);
  });

  it('sends the same scan whether its process still holds it or another reads it back from the database', async () => {
    const owner = await anOwner(true);
    const notices = server.app.get(ScanNotices);
    expect((await scan(server, owner.code.slug, { ip: '203.0.113.21' })).statusCode).toBe(302);
    await eventually(async () => (sentScansOf(owner.code.id).length === 1 ? true : undefined), 'the held scan');
    // As if another replica had written the row: nothing holds its scans, the roll-up reads them back.
    jest.spyOn(notices, 'written').mockImplementation(() => undefined);
    expect((await scan(server, owner.code.slug, { ip: '203.0.113.22' })).statusCode).toBe(302);
    await writerGone();
    await eventually(async () => (sentScansOf(owner.code.id).length === 2 ? true : undefined), 'the read-back scan');

    const [fromMemory, readBack] = sentScansOf(owner.code.id);
    expect(Object.keys(fromMemory)).toEqual(Object.keys(readBack));
    const stored = await withDatabase(server, async (client) =>
      (
        await client.query(
          `select scan_id, scanned_at, device_type, route from qr_scans where qr_code_id = $1 order by id`,
          [owner.code.id],
        )
      ).rows.map((row) => ({
        scanId: row.scan_id,
        qrCodeId: owner.code.id,
        scannedAt: row.scanned_at.toISOString(),
        deviceType: row.device_type,
        route: row.route,
      })),
    );
    expect([fromMemory, readBack]).toEqual(stored.map((row) => expect.objectContaining(row)));
  });

  it("leaves a batch another process holds to that process's roll-up, which counts it and tells its scans once", async () => {
    const owner = await anOwner(true);
    const quiet = await anOwner(false);
    holdRollups();
    // Two batches: one nobody listens for, then one of the listening owner's.
    await Promise.all(scanTimes(quiet.code.slug, 3));
    await server.app.get(ScanRecorder).flush();
    await Promise.all(scanTimes(owner.code.slug, 2));
    await server.app.get(ScanRecorder).flush();
    // Another replica's roll-up: it holds none of these batches, and their writer is alive. It counts
    // the batch nobody listens for and leaves the other one as it is.
    const countedElsewhere = new Map<string, number>();
    const elsewhere = await server.app.get(ScanStore).rollUp(100, [], async ({ counts, readBack, noticedBatches }) => {
      for (const { qrCodeId, scans } of counts) countedElsewhere.set(qrCodeId, scans);
      expect(readBack).toEqual([]);
      expect(noticedBatches).toEqual([]);
    });
    expect(elsewhere.noticedBatches).toEqual([]);
    expect(Object.fromEntries(countedElsewhere)).toEqual({ [quiet.code.id]: 3 });
    expect(await noticedBatches()).toBeGreaterThan(0);
    jest.restoreAllMocks();

    // This process's roll-up counts it and tells its scans from memory, once.
    await server.app.get(ScanRollup).run();
    expect(await noticedBatches()).toBe(0);
    await eventually(async () => (sentScansOf(owner.code.id).length >= 2 ? true : undefined), 'the scans');
    await sleep(300);
    expect(sentScansOf(owner.code.id)).toHaveLength(2);
    const { rows } = await withDatabase(server, (client) =>
      client.query(
        'select qr_code_id, sum(scans)::int as scans from qr_scan_slots where qr_code_id = any($1) group by 1',
        [[owner.code.id, quiet.code.id]],
      ),
    );
    expect(Object.fromEntries(rows.map((row) => [row.qr_code_id, row.scans]))).toEqual({
      [owner.code.id]: 2,
      [quiet.code.id]: 3,
    });
  });

  it('lets two roll-ups at once (two replicas) take each batch once', async () => {
    const owner = await anOwner(true);
    holdRollups();
    jest.spyOn(server.app.get(ScanNotices), 'written').mockImplementation(() => undefined);
    await Promise.all(scanTimes(owner.code.slug, 2));
    // Answered before stored: their batches commit only after this.
    await server.app.get(ScanRecorder).flush();
    await writerGone();
    const store = server.app.get(ScanStore);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first: string[] = [];
    const firstRollUp = store.rollUp(100, [], async ({ readBack }) => {
      first.push(...readBack.map(({ scanId }) => scanId));
      await held;
    });
    await eventually(async () => (first.length > 0 ? true : undefined), 'the first roll-up');
    const second: string[] = [];
    const secondRollUp = await store.rollUp(100, [], async ({ readBack }) => {
      second.push(...readBack.map(({ scanId }) => scanId));
    });
    expect(secondRollUp.noticedBatches).toEqual([]);
    release();
    expect((await firstRollUp).noticedBatches.length).toBeGreaterThan(0);
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
    expect(await noticedBatches()).toBe(0);
  });

  it('leaves a message whose lease ran out to the replica that took it over: the late one sends nothing', async () => {
    const slow = await startWebhookReceiver({ kind: 'hang' });
    try {
      const owner = await anOwner(true, slow.url);
      holdRollups();
      await Promise.all(scanTimes(owner.code.slug, 3));
      await server.app.get(ScanRecorder).flush();
      jest.restoreAllMocks();
      // The roll-up writes the message, and this replica falls behind: its first attempt waits.
      const late: Array<() => void> = [];
      const commands = server.app.get(CommandBus);
      const execute = commands.execute.bind(commands);
      jest.spyOn(commands, 'execute').mockImplementation((command) =>
        execute(
          command instanceof QueueScanWebhooksCommand
            ? new QueueScanWebhooksCommand(command.told, {
                executeSql: (text, values) => command.transaction.executeSql(text, values),
                afterCommit: (work) => late.push(work),
              })
            : command,
        ),
      );
      await server.app.get(ScanRollup).run();
      jest.restoreAllMocks();
      expect(late).toHaveLength(1);

      // Taken over once its lease runs out, and attempted as a job: the receiver holds that attempt.
      const [taken] = await slow.receivedCount(1);
      // The replica catches up: its claim finds the lease gone and sends nothing.
      late.forEach((work) => work());
      await sleep(500);
      expect(slow.received).toHaveLength(1);

      // The job's attempt runs out of patience (the sender's 10 seconds), and the retry is the same message.
      jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(0);
      slow.mode = { kind: 'status', status: 200 };
      const [, retried] = await slow.receivedCount(2);
      expect(retried.headers['webhook-id']).toBe(taken.headers['webhook-id']);
      expect(retried.body).toBe(taken.body);
      expect(await deliveriesOf(owner.endpointId)).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it('hands the first attempts still waiting when a server stops to the job queue, which makes them at once', async () => {
    const owner = await anOwner(true);
    // 45 endpoints of one owner: a scan makes 45 messages, two batches of 20 under way and 5 waiting.
    await withDatabase(server, (client) =>
      client.query(
        `insert into webhook_endpoints (id, user_id, url, events, secret, enabled, created_at)
         select gen_random_uuid(), user_id, url || '?copy=' || n, events, secret, true, now()
         from webhook_endpoints, generate_series(1, 44) n where id = $1`,
        [owner.endpointId],
      ),
    );
    // Another server on the same database, which leases what it writes for 60 seconds.
    const replica = await startTestServer({
      DATABASE_URL: server.config.database.url ?? '',
      JWT_SECRET: server.config.jwtSecret,
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    });
    let stopped = false;
    try {
      // Its receivers are slow: the first two batches are under way when it stops.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const sends = jest
        .spyOn(replica.app.get(WebhookSender), 'send')
        .mockImplementation(() => answered.then(() => ({ ok: true as const, status: 200 })));
      expect((await scan(replica, owner.code.slug, { ip: '203.0.113.40' })).statusCode).toBe(302);
      await eventually(async () => (sends.mock.calls.length === 40 ? true : undefined), 'two batches under way');

      const stopping = replica.close().then(() => (stopped = true));
      answer();
      await stopping;
      // The five left waiting are attempted at once by the server still running (the one stopping
      // takes no more jobs: it would meet its database going away), not once their lease runs out.
      const statuses = () =>
        withDatabase(server, async (client) => {
          const { rows } = await client.query<{ status: string }>(
            `select d.status from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
             where e.user_id = (select user_id from webhook_endpoints where id = $1)`,
            [owner.endpointId],
          );
          return rows.map(({ status }) => status);
        });
      await eventually(
        async () => {
          const now = await statuses();
          return now.length === 45 && now.every((status) => status === 'succeeded') ? true : undefined;
        },
        'every message sent',
        20_000,
      );
      const sentHere = receiver.received.filter(({ body }) => body.includes(owner.code.id)).length;
      expect(sends.mock.calls).toHaveLength(40);
      expect(sentHere).toBe(5);
    } finally {
      if (!stopped) await replica.close();
    }
  }, 60_000);
});
