/**
 * A 5,000-row CSV of mixed types imported end to end through the API: upload, background creation
 * on the job queue, polling until the result file is ready (target: under 30 s). The baseline of
 * the same run: codes created one at a time through POST /api/qr-codes; the ratio compares the
 * cost per code. Usage: see README.md.
 */
import { HostResolver } from '@liveqr/api/qr-catalog';
import { aUser, qrApi } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { finishedJob, sendImportFile } from '../../../apps/api/test/imports-exports/support';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 5000);
const BASELINE_CODES = Number(process.env['BENCH_BASELINE_CODES'] ?? 30);
const TARGET_SECONDS = 30;

const HEADER =
  'type,name,tracked,url,menuUrl,ssid,password,encryption,firstName,lastName,phone,email,message,links.1.title,links.1.url,code,text,pageId';
/** One row per type in turn: tracked URL codes, static Wi-Fi and vCard codes, pages. */
const ROW_MAKERS: Array<(n: number) => string> = [
  (n) => `website,Website ${n},yes,shop.example.com/item/${n},,,,,,,,,,,,,,`,
  (n) => `menu,Menu ${n},yes,,bistro.example.com/menu/${n},,,,,,,,,,,,,`,
  (n) => `wifi,Wi-Fi ${n},no,,,Guest ${n},pass-${n}-word,WPA,,,,,,,,,,`,
  (n) =>
    `vcard,Card ${n},no,,,,,,Ada,Lovelace ${n},+44 20 7946 ${String(n).padStart(4, '0')},ada${n}@example.com,,,,,,`,
  (n) => `whatsapp,Chat ${n},yes,,,,,,,,+1555010${n},,Table ${n}?,,,,,`,
  (n) => `links,Links ${n},yes,,,,,,,,,,,Shop,example.com/shop/${n},,,`,
  (n) => `coupon,Coupon ${n},yes,,,,,,,,,,,,,SAVE${n},${n}% off,`,
  (n) => `facebook,Page ${n},yes,,,,,,,,,,,,,,,liveqr${n}`,
];

describe('CSV import speed', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    jest.spyOn(server.app.get(HostResolver), 'addresses').mockResolvedValue(['93.184.215.14']);
  });
  afterAll(() => server.close());

  it(`imports ${ROWS} rows of mixed types, end to end`, async () => {
    const rows = Array.from({ length: ROWS }, (_, n) => ROW_MAKERS[n % ROW_MAKERS.length](n));
    const csv = [HEADER, ...rows].join('\n');

    const baselineUser = await aUser(server);
    const api = qrApi(server, baselineUser);
    const createStart = performance.now();
    for (let n = 0; n < BASELINE_CODES; n++) {
      const response = await api.create({
        type: 'website',
        name: `One ${n}`,
        content: { url: `shop.example.com/one/${n}` },
      });
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    }
    const createMsPerCode = (performance.now() - createStart) / BASELINE_CODES;

    const user = await aUser(server);
    const start = performance.now();
    const started = await sendImportFile(server, user, '/api/qr-codes/imports', csv);
    if (started.statusCode !== 202) throw new Error(`import refused: ${started.body}`);
    const job = await finishedJob(server, user, started.json().id, 600_000);
    const seconds = (performance.now() - start) / 1000;
    const importMsPerCode = (seconds * 1000) / ROWS;

    console.log(
      [
        `import of ${ROWS} rows: ${seconds.toFixed(1)} s (target < ${TARGET_SECONDS} s), ${job['failed']} rows refused`,
        `per code: import ${importMsPerCode.toFixed(2)} ms, one-at-a-time create ${createMsPerCode.toFixed(2)} ms (baseline, ${BASELINE_CODES} codes)`,
        `ratio import/create per code: ${(importMsPerCode / createMsPerCode).toFixed(3)}`,
      ].join('\n'),
    );
    expect(job['status']).toBe('succeeded');
    expect(job['failed']).toBe(0);
  });
});
