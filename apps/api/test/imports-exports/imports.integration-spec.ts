import { randomBytes } from 'node:crypto';
import { BackgroundJobs } from '@liveqr/api/platform';
import { HostResolver } from '@liveqr/api/qr-catalog';
import { MikroORM } from '@mikro-orm/postgresql';
import { QR_TYPE_IDS } from '@liveqr/qr-content';
import { createApiKey } from '../developer-platform/support/api-keys';
import { aUser, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { zipSync } from 'fflate';
import writeExcelFile from 'write-excel-file/node';
import { csvRows, finishedJob, sendImportFile, XLSX_TYPE } from './support';

const DRY_RUN = '/api/qr-codes/imports/dry-run';
const IMPORT = '/api/qr-codes/imports';
const FORMULA = '=HYPERLINK("https://evil.example/x","Click me")';

describe('importing codes from a CSV file', () => {
  let server: TestServer;
  let user: QrUser;

  beforeAll(async () => {
    server = await startTestServer();
    // Every name resolves to a public address, except the one that stands for an internal host.
    jest
      .spyOn(server.app.get(HostResolver), 'addresses')
      .mockImplementation(async (host) => (host === 'intranet.example.com' ? ['10.0.0.5'] : ['93.184.215.14']));
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    user = await aUser(server, { verified: true });
  });

  const total = async (who = user) => (await qrApi(server, who).list()).json().total as number;

  it('offers a template for each of the 16 types whose example row passes the dry run', async () => {
    for (const type of QR_TYPE_IDS) {
      const template = await server.inject({
        method: 'GET',
        url: `/api/qr-codes/import-templates/${type}`,
        cookies: user.cookies,
      });
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-type']).toContain('text/csv');
      const [row] = csvRows(template.body);
      expect(row).toMatchObject({ type, tracked: 'yes' });
      const dryRun = await sendImportFile(server, user, DRY_RUN, template.body);
      expect({ type, ...dryRun.json() }).toEqual({ type, rows: 1, valid: 1, errors: [], warnings: [] });
    }
    const unknown = await server.inject({
      method: 'GET',
      url: '/api/qr-codes/import-templates/fax',
      cookies: user.cookies,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('reports each bad row with the line it starts on, through create’s rules, and creates nothing', async () => {
    const csv =
      '\uFEFFtype;name;url;ssid;password;encryption\n' +
      'website;Spring;example.com/spring;;;\n' +
      'website;"Two\nlines";https://intranet.example.com;;;\n' +
      'fax;Old;example.com;;;\n' +
      'wifi;Guest;;Cafe;;WPA\n' +
      'website;Spring;http://10.1.2.3/admin;;;\n' +
      `website;${FORMULA.replace(/"/g, '""').replace(/^/, '"').replace(/$/, '"')};example.com;;;\n`;
    const response = await sendImportFile(server, user, DRY_RUN, csv);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ rows: 6, valid: 2 });
    expect(report.errors.map(({ line, code }: { line: number; code: string }) => [line, code])).toEqual([
      [3, 'destination_not_public'],
      [5, 'import_unknown_type'],
      [6, 'invalid_content'],
      [7, 'destination_not_public'],
    ]);
    expect(report.errors[2].message).toMatch(/password/i);
    expect(report.warnings).toEqual([{ line: 7, code: 'duplicate_name', message: 'The name is also used on line 2' }]);
    expect(await total()).toBe(0);
  });

  it('creates the valid rows in the background and writes a result file with a short code or error per row', async () => {
    const csv = [
      'type,name,url,links.1.title,links.1.url,links.2.url',
      'website,Menu card,bistro.example.com/menu,,,',
      `links,"${FORMULA.replace(/"/g, '""')}",,Shop,example.com/shop,example.com/blog`,
      'website,Broken,http://127.0.0.1/,,,',
      'website,Menu card,bistro.example.com/drinks,,,',
    ].join('\r\n');
    const started = await sendImportFile(server, user, IMPORT, csv);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ kind: 'qr_code_import', total: 4 });
    const job = await finishedJob(server, user, started.json().id);
    expect(job).toMatchObject({ status: 'succeeded', total: 4, processed: 4, failed: 1, resultAvailable: true });

    const result = await server.inject({ method: 'GET', url: `/api/jobs/${job['id']}/result`, cookies: user.cookies });
    expect(result.headers['content-type']).toContain('text/csv');
    // The name a spreadsheet would run as a formula is written as text.
    expect(result.body).toContain(`"'=HYPERLINK(`);
    const rows = csvRows(result.body);
    expect(rows.map((row) => [row['line'], row['status'], row['error_code']])).toEqual([
      ['2', 'created', ''],
      ['3', 'created', ''],
      ['4', 'error', 'destination_not_public'],
      ['5', 'created', ''],
    ]);
    const codes = (await qrApi(server, user).list({ pageSize: 100 })).json().items as Array<Record<string, unknown>>;
    expect(codes).toHaveLength(3);
    for (const row of rows.filter((candidate) => candidate['status'] === 'created')) {
      expect(row['short_url']).toBe(`${server.config.publicUrl}/s/${row['short_code']}`);
      expect(codes.some((code) => code['slug'] === row['short_code'])).toBe(true);
    }
    // Duplicate names are allowed, as in the create form.
    expect(codes.filter((code) => code['name'] === 'Menu card')).toHaveLength(2);
    const links = codes.find((code) => code['type'] === 'links');
    const full = (await qrApi(server, user).get(links?.['id'] as string)).json();
    expect(full.name).toBe(FORMULA);
    expect(full.content.links).toEqual([
      { title: 'Shop', url: 'https://example.com/shop' },
      // An empty title takes the URL, as in the create form.
      { title: 'https://example.com/blog', url: 'https://example.com/blog' },
    ]);
  });

  it('creates every row in a design that scans for most slugs but not all, as the design check approved it', async () => {
    const risky = {
      foreground: '#111827',
      finderColour: '#dc2626',
      modulePattern: 'diamonds',
      finderFrame: 'rounded',
      finderCentre: 'diamond',
    };
    const api = qrApi(server, user);
    const kit = await api.brandKits.create({ name: 'Red eyes', customization: risky, isDefault: true });
    expect(kit.statusCode).toBe(201);
    expect(
      (await api.checkDesign({ type: 'website', content: { url: 'example.com' }, customization: risky })).json(),
    ).toMatchObject({ ok: true });
    const rows = Array.from({ length: 12 }, (_, i) => `website,Shelf ${i},example.com/shelf/${i}`);
    const started = await sendImportFile(server, user, IMPORT, ['type,name,url', ...rows].join('\r\n'));
    const job = await finishedJob(server, user, started.json().id);
    expect(job).toMatchObject({ status: 'succeeded', total: 12, processed: 12, failed: 0 });
  });

  it('saves the rows of a chunk together, yet a row the database refuses fails alone', async () => {
    // A rule only the database knows, so the row passes every check and is refused at the insert.
    const connection = server.app.get(MikroORM).em.getConnection();
    await connection.execute(`create function refuse_marked_code() returns trigger language plpgsql as $$
      begin if new.name = 'Refused by the database' then raise exception 'refused'; end if; return new; end $$`);
    await connection.execute(
      'create trigger refuse_marked_code before insert on qr_codes for each row execute function refuse_marked_code()',
    );
    try {
      const rows = Array.from({ length: 30 }, (_, n) =>
        n === 17 ? 'website,Refused by the database,example.com/x' : `website,Row ${n},example.com/${n}`,
      );
      const started = await sendImportFile(server, user, IMPORT, ['type,name,url', ...rows].join('\n'));
      const job = await finishedJob(server, user, started.json().id);
      expect(job).toMatchObject({ status: 'succeeded', processed: 30, failed: 1 });
      const result = await server.inject({
        method: 'GET',
        url: `/api/jobs/${job['id']}/result`,
        cookies: user.cookies,
      });
      const refused = csvRows(result.body).filter((row) => row['status'] === 'error');
      expect(refused.map((row) => [row['line'], row['error_code']])).toEqual([['19', 'import_row_not_saved']]);
      expect(await total()).toBe(29);
    } finally {
      await connection.execute('drop trigger refuse_marked_code on qr_codes');
      await connection.execute('drop function refuse_marked_code()');
    }
  });

  it('marks an import failed when its worker stops before finishing it, instead of leaving it running', async () => {
    // The worker dies at its first step; pg-boss hands the abandoned job to the dead-letter queue.
    const dies = jest
      .spyOn(server.app.get(BackgroundJobs), 'input')
      .mockRejectedValueOnce(new Error('connection lost'));
    const started = await sendImportFile(server, user, IMPORT, 'type,name,url\nwebsite,Lost,example.com\n');
    const job = await finishedJob(server, user, started.json().id).finally(() => dies.mockRestore());
    expect(job).toMatchObject({ status: 'failed', error: 'interrupted', resultAvailable: false });
    expect(await total()).toBe(0);
  });

  it('deletes finished jobs and their result files after 7 days', async () => {
    const finished = async () => {
      const started = await sendImportFile(server, user, IMPORT, 'type,name,url\nwebsite,Kept,example.com\n');
      return (await finishedJob(server, user, started.json().id))['id'] as string;
    };
    const [old, recent] = [await finished(), await finished()];
    const connection = server.app.get(MikroORM).em.getConnection();
    for (const [id, days] of [
      [old, 8],
      [recent, 6],
    ] as const) {
      await connection.execute(
        `update background_jobs set finished_at = now() - make_interval(days => ?) where id = ?`,
        [days, id],
      );
    }
    expect(await server.app.get(BackgroundJobs).removeExpired()).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await server.inject({ method: 'GET', url: `/api/jobs/${id}`, cookies: user.cookies })).statusCode;
    expect([await status(old), await status(recent)]).toEqual([404, 200]);
  });

  it('refuses 5,001 rows as a whole with a stable code', async () => {
    const rows = Array.from({ length: 5_001 }, (_, index) => `website,Code ${index},example.com/${index}`);
    const response = await sendImportFile(server, user, DRY_RUN, ['type,name,url', ...rows].join('\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'import_too_many_rows', maxRows: 5000 });
    const commit = await sendImportFile(server, user, IMPORT, ['type,name,url', ...rows].join('\n'));
    expect(commit.json().error).toBe('import_too_many_rows');
    expect(await total()).toBe(0);
  });

  it('refuses a 50 MB file with 413 and writes nothing', async () => {
    const line = `website,${'x'.repeat(80)},example.com\n`;
    const file = Buffer.from('type,name,url\n' + line.repeat(Math.ceil((50 * 1024 * 1024) / line.length)));
    const response = await sendImportFile(server, user, IMPORT, file);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('import_file_too_large');
    expect(await total()).toBe(0);
  });

  it('refuses a CSV of 200,000 columns at once, while the server keeps answering', async () => {
    const header = `type,name,url,${Array.from({ length: 200_000 }, (_, index) => `c${index}`).join(',')}`;
    const file = [header, ...Array.from({ length: 200 }, () => 'website')].join('\n');
    const refused = sendImportFile(server, user, DRY_RUN, file);
    const live = await server.inject({ method: 'GET', url: '/api/health/live' });
    const response = await refused;
    expect(live.statusCode).toBe(200);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      expect.objectContaining({ error: 'import_too_many_columns', maxColumns: 100, line: 1 }),
    ]);
    const commit = await sendImportFile(server, user, IMPORT, file);
    expect(commit.json().error).toBe('import_too_many_columns');
    expect(await total()).toBe(0);
  });

  it('refuses a cell over 4,096 characters and a NUL character, naming the line, and writes nothing', async () => {
    const cases: Array<[string, string]> = [
      [`type,name,url\nwebsite,Fine,example.com\nwebsite,${'x'.repeat(4_097)},example.com\n`, 'import_cell_too_long'],
      ['type,name,url\nwebsite,Fine,example.com\nwebsite,Nul\u0000here,example.com\n', 'import_invalid_characters'],
    ];
    for (const [csv, error] of cases) {
      for (const url of [DRY_RUN, IMPORT]) {
        const response = await sendImportFile(server, user, url, csv);
        expect([response.statusCode, response.json().error, response.json().line]).toEqual([400, error, 3]);
      }
    }
    expect(await total()).toBe(0);
  });

  it('refuses files that are no import: no rows, no type column, an open quote', async () => {
    const cases: Array<[string, string]> = [
      ['type,name,url\n', 'import_empty'],
      ['name,url\nSpring,example.com\n', 'import_missing_type_column'],
      ['type,name,url\nwebsite,"Spring,example.com\n', 'import_malformed_csv'],
    ];
    for (const [csv, error] of cases) {
      const response = await sendImportFile(server, user, DRY_RUN, csv);
      expect([response.statusCode, response.json().error]).toEqual([400, error]);
    }
  });

  it('reads the first sheet of an XLSX workbook like a CSV file, by its spreadsheet rows', async () => {
    const workbook = await writeExcelFile([
      ['type', 'name', 'url', 'tracked'],
      ['website', 'Spring menu', 'bistro.example.com/spring', true],
      [null, null, null, null],
      ['website', 2026, 'bistro.example.com/2026', 'no'],
      ['fax', 'Old', 'example.com', null],
      ['website', 'Internal', 'https://intranet.example.com', null],
    ]).toBuffer();
    const dryRun = await sendImportFile(server, user, DRY_RUN, workbook, XLSX_TYPE);
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toMatchObject({ rows: 4, valid: 2 });
    expect(dryRun.json().errors.map(({ line, code }: { line: number; code: string }) => [line, code])).toEqual([
      [5, 'import_unknown_type'],
      [6, 'destination_not_public'],
    ]);
    expect(await total()).toBe(0);

    const started = await sendImportFile(server, user, IMPORT, workbook, XLSX_TYPE);
    expect(started.statusCode).toBe(202);
    const job = await finishedJob(server, user, started.json().id);
    expect(job).toMatchObject({ status: 'succeeded', total: 4, failed: 2 });
    const codes = (await qrApi(server, user).list({ pageSize: 100 })).json().items as Array<Record<string, unknown>>;
    // A number cell is read as the text it shows; a boolean cell as yes or no.
    expect(codes.map((code) => [code['name'], code['isTracked']]).sort()).toEqual([
      ['2026', false],
      ['Spring menu', true],
    ]);
  });

  it('refuses workbooks that are no import: an old .xls, a broken archive, one that unpacks to too much, too wide', async () => {
    const oldExcel = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(4096)]);
    const broken = Buffer.concat([Buffer.from('504b0304', 'hex'), randomBytes(4096)]);
    // 65 MB of zeros pack into about 64 KB: the archive's directory says what it would unpack to.
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(65 * 1024 * 1024) }, { level: 1 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The same, but its headers claim each entry unpacks to 1 KB: only inflating tells.
    const lyingBomb = withDeclaredSize(bomb, 1024);
    const wide = await writeExcelFile([
      ['type', 'name', 'url', ...Array.from({ length: 150 }, (_, index) => `c${index}`)],
      ['website', 'Wide', 'example.com'],
    ]).toBuffer();
    const cases: Array<[Buffer, number, string]> = [
      [oldExcel, 400, 'import_malformed_xlsx'],
      [broken, 400, 'import_malformed_xlsx'],
      [bomb, 413, 'import_file_too_large'],
      [lyingBomb, 413, 'import_file_too_large'],
      [wide, 400, 'import_too_many_columns'],
    ];
    for (const [file, status, error] of cases) {
      const response = await sendImportFile(server, user, IMPORT, file, XLSX_TYPE);
      expect([response.statusCode, response.json().error]).toEqual([status, error]);
    }
    expect(await total()).toBe(0);
  });

  it('refuses a plan that lapsed, for the dry run and the import', async () => {
    const lapsed = await aUser(server, { subscribed: false });
    for (const url of [DRY_RUN, IMPORT]) {
      const response = await sendImportFile(server, lapsed, url, 'type,name,url\nwebsite,Spring,example.com\n');
      expect([response.statusCode, response.json().error]).toEqual([402, 'subscription_required']);
    }
  });

  it('keeps a job and its result file to their owner', async () => {
    const started = await sendImportFile(server, user, IMPORT, 'type,name,url\nwebsite,Mine,example.com\n');
    const job = await finishedJob(server, user, started.json().id);
    const other = await aUser(server);
    for (const url of [`/api/jobs/${job['id']}`, `/api/jobs/${job['id']}/result`]) {
      const response = await server.inject({ method: 'GET', url, cookies: other.cookies });
      expect([response.statusCode, response.json().error]).toEqual([404, 'job_not_found']);
    }
    const anonymous = await server.inject({ method: 'GET', url: `/api/jobs/${job['id']}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('imports through the public API with a write key, and refuses a read-only key', async () => {
    const writer = await createApiKey(server, user, { scopes: ['read', 'write'] });
    const reader = await createApiKey(server, user, {
      scopes: ['read'],
      name: `Reader ${randomBytes(2).toString('hex')}`,
    });
    const csv = 'type,name,url\nwebsite,From a script,example.com/api\n';
    const refused = await sendImportFile(server, { key: reader.secret }, `/api/v1/qr-codes/imports`, csv);
    expect(refused.statusCode).toBe(403);
    const dryRun = await sendImportFile(server, { key: writer.secret }, `/api/v1/qr-codes/imports/dry-run`, csv);
    expect(dryRun.json()).toMatchObject({ rows: 1, valid: 1 });
    const started = await sendImportFile(server, { key: writer.secret }, `/api/v1/qr-codes/imports`, csv);
    expect(started.statusCode).toBe(202);
    const job = await finishedJob(server, user, started.json().id);
    expect(job['status']).toBe('succeeded');
    const polled = await server.inject({
      method: 'GET',
      url: `/api/v1/jobs/${job['id']}`,
      headers: { authorization: `Bearer ${reader.secret}` },
    });
    expect(polled.json()).toMatchObject({ status: 'succeeded', processed: 1 });
  });
});

/** A ZIP archive whose local and central headers claim every entry unpacks to `size` bytes. */
function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (let offset = 0; offset + 4 <= patched.length; offset++) {
    const signature = patched.readUInt32LE(offset);
    // Local file header: uncompressed size at 22; central directory header: at 24.
    if (signature === 0x04034b50) patched.writeUInt32LE(size, offset + 22);
    else if (signature === 0x02014b50) patched.writeUInt32LE(size, offset + 24);
  }
  return patched;
}
