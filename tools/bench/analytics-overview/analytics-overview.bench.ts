/**
 * The analytics overview over all of an owner's 1,000 codes and 10,000,000 scans in 'last 90 days'
 * against one of those codes' summary over the same range, in the same run (target: at most 5x).
 * Usage: see README.md.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { aUser, type QrUser } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';
import { compareAlternating, msPerCall } from '../support/alternating';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const CODES = Number(process.env['BENCH_CODES'] ?? 1_000);
const SCANS = Number(process.env['BENCH_SCANS'] ?? 10_000_000);
const DAYS = 90;
const MAX_RATIO = 5;
/** As the existing analytics benchmark: a zone whose midnight is not UTC's, so partial days are read too. */
const TZ = 'Europe/Berlin';

const SCENARIOS = [
  {
    name: 'last 90 days, Europe/Berlin',
    overview: `/api/analytics/overview?preset=90days&tz=${TZ}`,
    summary: `range=90days&tz=${TZ}`,
    target: MAX_RATIO,
  },
  {
    name: 'last 90 days, UTC',
    overview: '/api/analytics/overview?preset=90days&tz=UTC',
    summary: 'range=90days&tz=UTC',
  },
  {
    name: 'last 7 days, Asia/Kolkata',
    overview: '/api/analytics/overview?preset=7days&tz=Asia/Kolkata',
    summary: 'range=7days&tz=Asia/Kolkata',
  },
];

describe('Analytics overview speed', () => {
  let server: TestServer;
  let owner: QrUser;
  let codeId: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server);
    const em = server.app.get(MikroORM).em;
    const started = performance.now();
    codeId = await seed(em.getConnection(), owner.id);
    console.log(`seeded ${CODES} codes with ${SCANS} scans in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    // What autovacuum would have done on a live database by now.
    await em.getConnection().execute('vacuum analyze');
    for (const scenario of SCENARIOS) {
      await msPerCall(SLICE_MS, () => get(summaryUrl(scenario.summary)));
      await msPerCall(SLICE_MS, () => get(scenario.overview));
    }
  });
  afterAll(() => server.close());

  const summaryUrl = (query: string) => `/api/analytics/qr-codes/${codeId}?${query}`;

  it.each(SCENARIOS)(`$name: ${CODES} codes' overview against one code's summary`, async (scenario) => {
    const { baselineMs, subjectMs, ratio } = await compareAlternating(
      ROUNDS,
      SLICE_MS,
      () => get(summaryUrl(scenario.summary)),
      () => get(scenario.overview),
    );
    console.log(
      `${scenario.name}: one code's summary ${baselineMs.toFixed(2)} ms, overview of ${CODES} codes ` +
        `${subjectMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)}${scenario.target ? ` (target <= ${scenario.target})` : ''}`,
    );
    if (scenario.target) expect(ratio).toBeLessThanOrEqual(scenario.target);
  });

  async function get(url: string): Promise<void> {
    const response = await server.inject({ method: 'GET', url, cookies: owner.cookies });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
});

type Connection = ReturnType<MikroORM['em']['getConnection']>;

/**
 * The roll-ups the scan batch would have built for SCANS human scans spread evenly over CODES codes
 * and the last DAYS days (every quarter hour, 8 countries, 4 systems, 2 devices, 3 browsers, rules
 * on every tenth code), straight from generate_series; the per-owner roll-ups are summed from them
 * as the owner-rollups migration does. Raw scans only where the reads need them: the last two days
 * (the range's partial first day moves with the zone, the newest scans) and the first two.
 * Returns the code whose summary is the baseline.
 */
async function seed(connection: Connection, ownerId: string): Promise<string> {
  const perSlot = SCANS / CODES / (DAYS * 96);
  await connection.execute(
    `insert into qr_codes (id, user_id, name, type, content, customization, slug, qr_image_url, is_active, created_at, updated_at)
     select id, ?, 'Code ' || i, 'website', '{"url":"https://example.com"}', '{}', left(replace(id::text, '-', ''), 16),
       '/api/qr-codes/' || id || '/image', true, now() - interval '100 days' - i * interval '1 minute', now()
     from (select gen_random_uuid() as id, i from generate_series(1, ?) as i) as rows`,
    [ownerId, CODES],
  );
  const codes = `(select id, row_number() over (order by created_at) as n from qr_codes where user_id = '${ownerId}')`;
  const slots = `generate_series(date_bin('15 minutes', now() - interval '${DAYS} days', timestamptz 'epoch'), now(), interval '15 minutes')`;
  // Scans per slot alternate around the mean, so the sum is SCANS.
  await connection.execute(
    `insert into qr_scan_slots (qr_code_id, slot, scans)
     select c.id, s, ${Math.floor(perSlot)} + (extract(epoch from s)::bigint / 900 + c.n) % 2 * ${Math.round((perSlot % 1) * 2)}
     from ${codes} c cross join ${slots} s`,
  );
  const daily = `(select c.id, c.n, d::date as day, sum(s.scans)::int as scans from ${codes} c
      join qr_scan_slots s on s.qr_code_id = c.id cross join lateral (select (s.slot at time zone 'UTC')::date as d) x
      group by 1, 2, 3)`;
  await connection.execute(
    `insert into qr_scan_daily_facets (qr_code_id, day, facet, value, scans)
     select id, day, facet, value, sum(part)::int from (
       select d.id, d.day, f.facet, f.value, greatest(1, d.scans * f.share) as part
       from ${daily} d cross join lateral (values
         ('visitor', 'human', 1.0), ('visitor', 'bot', 0.02),
         ('country', 'DE', 0.4), ('country', 'US', 0.2), ('country', 'FR', 0.1), ('country', 'GB', 0.1),
         ('country', 'PL', 0.08), ('country', 'ES', 0.06), ('country', 'IT', 0.04), ('country', '', 0.02),
         ('city', 'DE/Berlin', 0.3), ('city', 'US/New York', 0.2),
         ('os', 'iOS', 0.5), ('os', 'Android', 0.4), ('os', 'Windows', 0.1),
         ('device', 'mobile', 0.9), ('device', 'desktop', 0.1),
         ('browser', 'Mobile Safari', 0.5), ('browser', 'Chrome', 0.4), ('browser', 'Edge', 0.1),
         ('route', case when d.n % 10 = 0 then 'rule:1' else 'default' end, 1.0)) as f (facet, value, share)
     ) r group by 1, 2, 3, 4`,
  );
  await connection.execute(
    `insert into qr_scan_facets (qr_code_id, facet, value, scans)
     select qr_code_id, facet, value, sum(scans) from qr_scan_daily_facets group by 1, 2, 3`,
  );
  await connection.execute(
    `insert into qr_scan_owner_slots (owner_id, slot, scans)
     select c.user_id, s.slot, sum(s.scans) from qr_scan_slots s join qr_codes c on c.id = s.qr_code_id group by 1, 2`,
  );
  await connection.execute(
    `insert into qr_scan_owner_daily_facets (owner_id, facet, day, value, scans)
     select c.user_id, f.facet, f.day, f.value, sum(f.scans) from qr_scan_daily_facets f join qr_codes c on c.id = f.qr_code_id
     where f.facet in ('country', 'route') group by 1, 2, 3, 4
     union all
     select c.user_id, 'code', f.day, f.qr_code_id::text, f.scans from qr_scan_daily_facets f join qr_codes c on c.id = f.qr_code_id
     where f.facet = 'visitor' and f.value = 'human'`,
  );
  await connection.execute(
    `insert into qr_scan_owner_weekly_codes (owner_id, week, qr_code_id, scans)
     select c.user_id, date_trunc('week', f.day::timestamp)::date, f.qr_code_id, sum(f.scans)
     from qr_scan_daily_facets f join qr_codes c on c.id = f.qr_code_id
     where f.facet = 'visitor' and f.value = 'human' group by 1, 2, 3`,
  );
  // Raw scans, one per slot's scan, at the range's two ends.
  await connection.execute(
    `insert into qr_scans (scan_id, qr_code_id, scanned_at, ip_hash, country, city, operating_system, device_type, browser, is_bot)
     select gen_random_uuid(), s.qr_code_id, s.slot + (k * interval '1 minute'), md5(s.qr_code_id::text || k || s.slot),
       (array['DE', 'US', 'FR', 'GB'])[1 + k % 4], null, 'iOS', 'mobile', 'Mobile Safari', false
     from qr_scan_slots s cross join lateral generate_series(1, s.scans) k
     where s.slot < now() - interval '${DAYS - 2} days' or s.slot >= now() - interval '2 days'`,
  );
  const [baseline] = await connection.execute<{ id: string }[]>(
    `select id from qr_codes where user_id = ? order by created_at limit 1`,
    [ownerId],
  );
  await connection.execute(
    `insert into qr_scan_visitors (qr_code_id, ip_hash, last_seen_at)
     select qr_code_id, ip_hash, max(scanned_at) from qr_scans where qr_code_id = ? group by 1, 2`,
    [baseline.id],
  );
  return baseline.id;
}
