import { MAX_PRINT_SHEET_CODES, pageLayout, PRINT_TEMPLATES, type PrintTemplate } from '@liveqr/qr-render';
import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { createApiKey } from '../developer-platform/support/api-keys';
import { finishedJob } from '../imports-exports/support';
import { withDatabase } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { contentColourSpaces, readPrintSheet, sheetText } from './support/print-sheet-reader';
import { aUser, createCode, qrApi, type QrApi, type QrUser } from './support/qr-client';

const PUBLIC_URL = 'https://liveqr.test';

const LOGO = (() => {
  const image = new PNG({ width: 32, height: 32 });
  image.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(image).toString('base64')}`;
})();

/** Designs that print differently: plain, shaped and coloured, on a coloured ground, with a logo, with a frame. */
const DESIGNS: Array<Record<string, unknown>> = [
  {},
  { modulePattern: 'dots', finderFrame: 'rounded', foreground: '#1d4ed8', finderColour: '#dc2626' },
  { background: '#fef3c7', foreground: '#7c2d12', modulePattern: 'rounded' },
  { logo: { image: LOGO } },
  { frame: { template: 'rounded-banner', caption: 'Scan me', captionPosition: 'bottom', colour: '#1a237e' } },
];

interface Code {
  id: string;
  name: string;
  payload: string;
  slug: string;
}

describe('print sheets', () => {
  let server: TestServer;
  let user: QrUser;
  let api: QrApi;
  /** More than one square-2in page holds (12). */
  const codes: Code[] = [];

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL });
    user = await aUser(server);
    api = qrApi(server, user);
    for (let i = 0; i < 13; i++) {
      const code = await createCode(api, {
        type: 'website',
        name: `Table ${i + 1} Café`,
        content: { url: `example.com/menu/${i}` },
        customization: DESIGNS[i % DESIGNS.length],
      });
      codes.push({ id: code.id, name: code.name, payload: code.payload, slug: code.slug });
    }
  });
  afterAll(() => server.close());

  const start = (payload: Record<string, unknown>, who = user) =>
    server.inject({ method: 'POST', url: '/api/qr-codes/print-sheets', payload, cookies: who.cookies });

  /** Starts a sheet, waits for its job and answers the job and its PDF. */
  async function sheet(payload: Record<string, unknown>) {
    const started = await start(payload);
    expect(started.statusCode).toBe(202);
    // As it is when the answer is written: a worker may have taken it already.
    expect(started.json()).toMatchObject({
      kind: 'qr_code_print_sheet',
      status: expect.stringMatching(/^(queued|running)$/),
    });
    const job = await finishedJob(server, user, started.json().id);
    expect(job).toMatchObject({ status: 'succeeded', failed: 0, resultAvailable: true });
    const result = await server.inject({ method: 'GET', url: `/api/jobs/${job['id']}/result`, cookies: user.cookies });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('application/pdf');
    expect(result.headers['content-disposition']).toContain(`qr-codes-${String(payload['template'])}.pdf`);
    return { job, pdf: result.rawPayload };
  }

  /** The codes each page should carry, slot by slot, and what the two decoders read there. */
  async function expectEveryCodeReads(pdf: Buffer, template: PrintTemplate, printed: Code[]) {
    const layout = pageLayout(template);
    const readings = await readPrintSheet(pdf, template);
    expect(readings.length).toBe(Math.ceil(printed.length / layout.codesPerPage) * layout.slots.length);
    for (const { page, slot, zbarimg, zxing } of readings) {
      const code = printed[page * layout.codesPerPage + (layout.slots[slot]?.code ?? 0)];
      const expected = code?.payload ?? null;
      expect({ template, page, slot, zbarimg, zxing }).toEqual({
        template,
        page,
        slot,
        zbarimg: expected,
        zxing: expected,
      });
    }
  }

  it.each(PRINT_TEMPLATES.filter((template) => template !== 'square-2in'))(
    'lays codes out on %s so that every one reads at 300 dpi with zbarimg and ZXing, its name under it',
    async (template) => {
      // Every design on the label sheets; the whole-page templates (large rasters to decode) take the
      // three that print most differently: a coloured ground, a logo and a frame.
      const printed = pageLayout(template).codesPerPage > 1 ? codes.slice(0, 5) : codes.slice(2, 5);
      const { job, pdf } = await sheet({ codeIds: printed.map(({ id }) => id), template, caption: 'name' });
      expect(job).toMatchObject({ total: printed.length, processed: printed.length });
      await expectEveryCodeReads(pdf, template, printed);
      const text = await sheetText(pdf);
      for (const { name } of printed) expect(text).toContain(name);
    },
  );

  it('fills more than one page of 2-inch squares, in the order asked, each with its short link', async () => {
    const printed = [...codes].reverse();
    const { pdf } = await sheet({
      codeIds: printed.map(({ id }) => id),
      template: 'square-2in',
      caption: 'short-link',
    });
    await expectEveryCodeReads(pdf, 'square-2in', printed);
    const text = await sheetText(pdf);
    for (const { slug, name } of printed) {
      expect(text).toContain(`liveqr.test/s/${slug}`);
      expect(text).not.toContain(name);
    }
  });

  it('writes no caption with caption none, and every colour as DeviceCMYK when asked', async () => {
    const printed = codes.slice(0, 5);
    const ids = printed.map(({ id }) => id);
    const cmyk = await sheet({ codeIds: ids, template: 'avery-l7160', caption: 'none', colourSpace: 'cmyk' });
    expect((await sheetText(cmyk.pdf)).trim()).toBe('');
    expect(contentColourSpaces(cmyk.pdf)).toEqual(new Set(['DeviceCMYK']));
    await expectEveryCodeReads(cmyk.pdf, 'avery-l7160', printed);
    const rgb = await sheet({ codeIds: ids, template: 'avery-l7160', caption: 'none' });
    expect(contentColourSpaces(rgb.pdf)).toEqual(new Set(['DeviceRGB']));
  });

  it("prints a folder's codes, its subfolders' too", async () => {
    const parent = (await api.folders.create({ name: 'Terrace' })).json();
    const child = (await api.folders.create({ name: 'Bar', parentId: parent.id })).json();
    await api.bulk('move', { ids: [codes[0]?.id], folderId: parent.id });
    await api.bulk('move', { ids: [codes[1]?.id], folderId: child.id });
    const { job, pdf } = await sheet({ folderId: parent.id, template: 'one-per-page', caption: 'name' });
    expect(job).toMatchObject({ total: 2 });
    const text = await sheetText(pdf);
    expect(text).toContain(codes[0]?.name);
    expect(text).toContain(codes[1]?.name);
  });

  it('refuses a folder of more codes than a sheet holds', async () => {
    const folder = (await api.folders.create({ name: 'Everything' })).json();
    await withDatabase(server, (client) =>
      client.query(
        `insert into qr_codes (id, user_id, name, type, content, customization, slug, qr_image_url, folder_id,
           is_active, created_at, updated_at)
         select gen_random_uuid(), c.user_id, c.name, c.type, c.content, c.customization, 'pf' || n, c.qr_image_url,
           $2::uuid, true, now(), now()
         from qr_codes c, generate_series(1, $3::int) n where c.id = $1`,
        [codes[0]?.id, folder.id, MAX_PRINT_SHEET_CODES + 1],
      ),
    );
    const response = await start({ folderId: folder.id, template: 'avery-5160', caption: 'name' });
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 400,
      error: 'print_sheet_too_many_codes',
    });
  });

  it('answers bad requests with 400 and a stable code before anything is queued', async () => {
    const ids = [codes[0]?.id];
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ codeIds: ids, template: 'avery-9999', caption: 'name' }, 'unknown_print_template'],
      [{ codeIds: ids, template: 'avery-5160', caption: 'slogan' }, 'unknown_print_caption'],
      [{ codeIds: ids, template: 'avery-5160', caption: 'name', colourSpace: 'pantone' }, 'unknown_colour_space'],
      [
        {
          codeIds: Array.from({ length: MAX_PRINT_SHEET_CODES + 1 }, () => randomUUID()),
          template: 'avery-5160',
          caption: 'name',
        },
        'print_sheet_too_many_codes',
      ],
      [{ template: 'avery-5160', caption: 'name' }, 'invalid_selection'],
      [{ codeIds: ids, folderId: randomUUID(), template: 'avery-5160', caption: 'name' }, 'invalid_selection'],
    ];
    for (const [payload, error] of refusals) {
      const response = await start(payload);
      expect({ error, status: response.statusCode, body: response.json().error }).toEqual({
        error,
        status: 400,
        body: error,
      });
    }
    const empty = (await api.folders.create({ name: 'Empty' })).json();
    expect((await start({ folderId: empty.id, template: 'avery-5160', caption: 'name' })).json()).toMatchObject({
      error: 'print_sheet_empty',
    });
    const malformed = await start({ codeIds: ['not-an-id'], template: 'avery-5160', caption: 'name' });
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses another owner's codes and folders, and leaves them off a mixed selection", async () => {
    const other = await aUser(server);
    const otherApi = qrApi(server, other);
    const theirs = await createCode(otherApi, {
      type: 'website',
      name: 'Not yours',
      content: { url: 'example.com/x' },
    });
    const theirFolder = (await otherApi.folders.create({ name: 'Private' })).json();

    const onlyTheirs = await start({ codeIds: [theirs.id], template: 'avery-5160', caption: 'name' });
    expect(onlyTheirs.statusCode).toBe(404);
    expect(onlyTheirs.json().error).toBe('qr_code_not_found');
    const folder = await start({ folderId: theirFolder.id, template: 'avery-5160', caption: 'name' });
    expect(folder.statusCode).toBe(404);
    expect(folder.json().error).toBe('folder_not_found');

    const mine = codes[2] as Code;
    const { job, pdf } = await sheet({ codeIds: [theirs.id, mine.id], template: 'avery-5160', caption: 'name' });
    expect(job).toMatchObject({ total: 1 });
    const text = await sheetText(pdf);
    expect(text).toContain(mine.name);
    expect(text).not.toContain('Not yours');
    // Nor can they read my job.
    const peek = await server.inject({ method: 'GET', url: `/api/jobs/${job['id']}`, cookies: other.cookies });
    expect(peek.statusCode).toBe(404);
  });

  it('is offered to API keys under /api/v1, and refuses a caller without a session', async () => {
    const keyed = await aUser(server, { verified: true });
    const code = await createCode(qrApi(server, keyed), { type: 'website', content: { url: 'example.com/k' } });
    const key = await createApiKey(server, keyed);
    const response = await server.inject({
      method: 'POST',
      url: '/api/v1/qr-codes/print-sheets',
      headers: { authorization: `Bearer ${key.secret}` },
      payload: { codeIds: [code.id], template: 'table-tent', caption: 'short-link' },
    });
    expect(response.statusCode).toBe(202);
    const anonymous = await server.inject({
      method: 'POST',
      url: '/api/qr-codes/print-sheets',
      payload: { codeIds: [code.id], template: 'table-tent', caption: 'name' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
