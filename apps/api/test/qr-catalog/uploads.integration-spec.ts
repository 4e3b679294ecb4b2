import { readdirSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { deleteAccount } from '../identity/support/identity-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, type QrUser, qrApi } from './support/qr-client';

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]);
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), Buffer.alloc(64)]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

describe('uploads for pdf, images, video and mp3 codes', () => {
  let server: TestServer;
  let user: QrUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await aUser(server);
  });
  afterAll(() => server.close());

  function upload(kind: string, body: Buffer, as: QrUser | null = user, fileName = 'file.bin') {
    return server.inject({
      method: 'POST',
      url: '/api/uploads',
      query: { kind, fileName },
      headers: { 'content-type': 'application/octet-stream' },
      payload: body,
      ...(as ? { cookies: as.cookies } : {}),
    });
  }

  async function storedCount(): Promise<number> {
    const [row] = await server.app.get(MikroORM).em.getConnection().execute('select count(*)::int as n from uploads');
    return row.n;
  }

  function storedFiles(): string[] {
    try {
      return readdirSync(server.config.storage.dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  }

  it('stores a PDF and serves it publicly, once a code links it, as a PDF that cannot be sniffed or run script', async () => {
    const response = await upload('document', PDF, user, 'menu.pdf');
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({ contentType: 'application/pdf', size: PDF.length, fileName: 'menu.pdf' });
    expect(file.url).toBe(`${server.config.publicUrl}/api/uploads/${file.id}`);
    // Until then only its owner sees it (the creator's preview).
    expect((await server.inject({ method: 'GET', url: `/api/uploads/${file.id}` })).statusCode).toBe(404);

    const code = await qrApi(server, user).create({ type: 'pdf', content: { pdfUrl: file.url } });
    expect(code.statusCode).toBe(201);
    const served = await server.inject({ method: 'GET', url: `/api/uploads/${file.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('streams a 5 MB PDF, past the 1 MB limit of JSON bodies', async () => {
    const body = Buffer.concat([PDF, Buffer.alloc(5 * MB)]);
    const response = await upload('document', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(body.length);
  });

  it.each([
    ['image', PNG, 'image/png'],
    ['audio', MP3, 'audio/mpeg'],
    ['video', MP4, 'video/mp4'],
  ])('accepts a %s by its bytes', async (kind, body, contentType) => {
    const response = await upload(kind, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().contentType).toBe(contentType);
  });

  it.each([
    ['an HTML page claiming to be a PDF', 'document', HTML],
    ['an SVG image', 'image', SVG],
    ['a PDF sent as an image', 'image', PDF],
    ['an empty file', 'document', Buffer.alloc(0)],
  ])('refuses %s with 415 and keeps nothing', async (_name, kind, body) => {
    const before = await storedCount();
    const files = storedFiles().length;
    const response = await upload(kind, body);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_file_type');
    expect(await storedCount()).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a PDF over 20 MB with 413 and keeps nothing', async () => {
    const before = await storedCount();
    const files = storedFiles().length;
    const response = await upload('document', Buffer.concat([PDF, Buffer.alloc(20 * MB)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'file_too_large', message: 'The file is too large: at most 20 MB' });
    expect(await storedCount()).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a JSON body and an unknown kind with a clear 4xx', async () => {
    const json = await server.inject({
      method: 'POST',
      url: '/api/uploads?kind=document',
      payload: { file: 'x' },
      cookies: user.cookies,
    });
    expect(json.statusCode).toBe(415);
    expect((await upload('spreadsheet', PDF)).statusCode).toBe(400);
  });

  it('needs a session and an active subscription to upload', async () => {
    expect((await upload('document', PDF, null)).statusCode).toBe(401);
    const unsubscribed = await aUser(server, { subscribed: false });
    const response = await upload('document', PDF, unsubscribed);
    expect(response.statusCode).toBe(402);
  });

  it('serves the part a Range header asks for, so phones can play and seek video', async () => {
    const body = Buffer.concat([MP4, Buffer.from('0123456789')]);
    const file = (await upload('video', body)).json();
    const part = await server.inject({
      method: 'GET',
      url: `/api/uploads/${file.id}`,
      headers: { range: 'bytes=2-5' },
      cookies: user.cookies,
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-5/${body.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(body.subarray(2, 6))).toBe(true);
    const outside = await server.inject({
      method: 'GET',
      url: `/api/uploads/${file.id}`,
      headers: { range: `bytes=${body.length}-` },
      cookies: user.cookies,
    });
    expect(outside.statusCode).toBe(416);
  });

  it('names a served file by its uploaded name, with a plain ASCII name beside it', async () => {
    const file = (await upload('document', PDF, user, 'Menü Straße.pdf')).json();
    const served = await server.inject({ method: 'GET', url: `/api/uploads/${file.id}`, cookies: user.cookies });
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Menu Strasse.pdf"; filename*=UTF-8''Men%C3%BC%20Stra%C3%9Fe.pdf`,
    );
  });

  it('keeps only the last segment of the file name, without quotes or control characters', async () => {
    const response = await upload('document', PDF, user, '../../etc/"pass\nwd".pdf');
    expect(response.json().fileName).toBe('passwd.pdf');
  });

  it('answers 404 for an unknown file', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/uploads/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/api/uploads/x' })).statusCode).toBe(404);
  });

  it("removes a deleted account's codes and files", async () => {
    const leaving = await aUser(server);
    const file = (await upload('document', PDF, leaving)).json();
    await createCode(qrApi(server, leaving), { type: 'pdf', content: { pdfUrl: file.url } });
    const files = storedFiles().length;
    const deleted = await deleteAccount(server, leaving.cookies);
    expect(deleted.statusCode).toBeLessThan(300);
    const connection = server.app.get(MikroORM).em.getConnection();
    const left = async () => {
      const [row] = await connection.execute(
        `select (select count(*) from qr_codes where user_id = ?)::int as codes,
                (select count(*) from uploads where user_id = ?)::int as uploads`,
        [leaving.id, leaving.id],
      );
      return { codes: row.codes, uploads: row.uploads, files: storedFiles().length };
    };
    // The clean-up runs in event handlers, after the answer.
    const expected = { codes: 0, uploads: 0, files: files - 1 };
    for (let i = 0; i < 100 && JSON.stringify(await left()) !== JSON.stringify(expected); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await left()).toEqual(expected);
    expect((await server.inject({ method: 'GET', url: `/api/uploads/${file.id}` })).statusCode).toBe(404);
  });
});
