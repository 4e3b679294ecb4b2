import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DestinationBlocklist, HostResolver } from '@liveqr/api/qr-catalog';
import { DestinationBlocklistChangedEvent } from '@liveqr/shared/contracts';
import { Logger } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import { Client } from 'pg';
import { firstValueFrom } from 'rxjs';
import { sendImportFile } from '../imports-exports/support';
import { scan } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, qrApi, type QrApi, type QrUser } from './support/qr-client';

describe('Destination policy: create, edit, Add Link and the scan path', () => {
  let server: TestServer;
  let api: QrApi;
  let owner: QrUser;
  let cookies: Record<string, string>;
  const blocklistDir = mkdtempSync(join(tmpdir(), 'liveqr-blocklist-'));
  const blocklistFile = join(blocklistDir, 'blocklist.txt');

  /** Writes the operator's list and waits until the server has read it. */
  async function writeBlocklist(text: string): Promise<void> {
    const changed = firstValueFrom(server.app.get(EventBus).pipe(ofType(DestinationBlocklistChangedEvent)));
    writeFileSync(blocklistFile, text);
    await changed;
  }

  beforeAll(async () => {
    writeFileSync(blocklistFile, '# nothing yet\n');
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test', DESTINATION_BLOCKLIST: blocklistFile });
    owner = await aUser(server);
    cookies = owner.cookies;
    api = qrApi(server, owner);
    // The test double of DNS: one public-looking name that points at the machine itself.
    jest
      .spyOn(server.app.get(HostResolver), 'addresses')
      .mockImplementation(async (host) => (host === 'rebind.example' ? ['93.184.215.14', '127.0.0.1'] : []));
  });
  afterAll(async () => {
    await server.close();
    rmSync(blocklistDir, { recursive: true, force: true });
  });

  const website = (url: string) => ({ type: 'website', content: { url } });

  describe('refuses, with a code of its own, and stores nothing', () => {
    it.each([
      ['a loopback address', 'http://127.0.0.1:8080/admin', 'destination_not_public'],
      ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', 'destination_not_public'],
      ['loopback written as a number', 'http://2130706433/', 'destination_not_public'],
      ['a private network address', 'http://192.168.1.1/', 'destination_not_public'],
      ['a CGNAT address', 'http://100.64.0.1/', 'destination_not_public'],
      ['a multicast address', 'http://224.0.0.251/', 'destination_not_public'],
      ['IPv6 loopback', 'http://[::1]/', 'destination_not_public'],
      ['localhost', 'http://localhost:3000/', 'destination_not_public'],
      ['a .local name', 'http://printer.local/', 'destination_not_public'],
      ['a .internal name', 'http://metadata.google.internal/computeMetadata/v1/', 'destination_not_public'],
      ['a name that resolves to loopback', 'https://rebind.example/', 'destination_not_public'],
      ['our own short link (a loop)', 'https://liveqr.test/s/abc123', 'destination_loop'],
      ['our own short link, its letter escaped', 'http://liveqr.test/%73/abc123', 'destination_loop'],
      ['our own short link, double-escaped', 'https://LIVEQR.test:443//%2573/abc123', 'destination_loop'],
      ['our own preview, through a dot segment', 'https://liveqr.test/api/%2e%2e/s/abc123+', 'destination_loop'],
      ['credentials', 'https://admin:hunter2@example.com/', 'destination_has_credentials'],
      ['a shipped blocklist host', 'https://grabify.link/abc', 'destination_blocklisted'],
      ['a javascript: URL', 'javascript:alert(document.cookie)', 'invalid_content'],
      ['a data: URL', 'data:text/html,<script>alert(1)</script>', 'invalid_content'],
      ['a file: URL', 'file:///etc/passwd', 'invalid_content'],
      ['an ftp: URL', 'ftp://example.com/a.pdf', 'invalid_content'],
      ['an 8 KB URL', `https://example.com/?q=${'x'.repeat(8192)}`, 'invalid_content'],
      // The platform refuses NUL anywhere in a request before any route reads it.
      ['a NUL inside', 'https://example.com/a\u0000b', 'INVALID_CHARACTERS'],
      ['a line break inside', 'https://example.com/a\r\nSet-Cookie: x=1', 'invalid_content'],
    ])('%s', async (_what, url, error) => {
      const response = await api.create(website(url));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
      expect(response.json().message).toEqual(expect.any(String));
      expect((await api.list()).json().total).toBe(0);
    });

    it('says which rule a refused destination broke', async () => {
      expect((await api.create(website('http://10.0.0.1/'))).json().message).toBe(
        'Links to private, local or internal addresses are not allowed',
      );
      expect((await api.create(website('https://liveqr.test/s/x'))).json().message).toBe(
        'A QR code cannot lead to another LiveQR short link',
      );
    });

    it('checks every URL of a content, in lists too, and on edit', async () => {
      const links = await api.create({
        type: 'links',
        content: { links: [{ url: 'example.com' }, { url: 'http://127.0.0.1/' }] },
      });
      expect(links.json().error).toBe('destination_not_public');
      const vcard = await api.create({
        type: 'vcard',
        content: { firstName: 'Ada', phone: '1', website: 'https://grabify.link/x' },
      });
      expect(vcard.json().error).toBe('destination_blocklisted');

      const code = await createCode(api, website('https://example.com/ok'));
      const edit = await api.update(code.id, { content: { url: 'http://169.254.169.254/' } });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().error).toBe('destination_not_public');
      expect((await api.get(code.id)).json().content.url).toBe('https://example.com/ok');
    });

    it('refuses an escaped loop in a routing rule, a split variant and an imported row', async () => {
      const loop = 'https://liveqr.test/%73/abc123';
      const routed = await api.create({
        ...website('https://example.com/'),
        routing: [{ when: { os: ['ios'] }, url: loop }],
      });
      expect(routed.statusCode).toBe(400);
      expect(routed.json().error).toBe('destination_loop');
      const split = await api.create({
        ...website('https://example.com/'),
        split: [
          { weight: 50, url: 'https://example.com/a' },
          { weight: 50, url: loop },
        ],
      });
      expect(split.statusCode).toBe(400);
      expect(split.json().error).toBe('destination_loop');
      const imported = await sendImportFile(
        server,
        owner,
        '/api/qr-codes/imports/dry-run',
        `type;name;url\nwebsite;Loop;${loop}\n`,
      );
      expect(imported.json()).toMatchObject({ rows: 1, valid: 0, errors: [{ line: 2, code: 'destination_loop' }] });
    });

    it("refuses the links page's Add Link to a private address", async () => {
      const code = await createCode(api, { type: 'links', content: { links: [{ url: 'example.com' }] } });
      const response = await server.inject({
        method: 'POST',
        url: `/api/qr-codes/${code.id}/links`,
        payload: { url: 'localhost:8080/admin' },
        cookies,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('destination_not_public');
    });

    it('accepts our own uploaded files on our own host', async () => {
      const code = await createCode(api, {
        type: 'pdf',
        content: { pdfUrl: 'https://liveqr.test/api/uploads/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90' },
      });
      expect(code.content.url).toBe('https://liveqr.test/api/uploads/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90');
    });
  });

  describe('destinations in every script', () => {
    it.each([
      [
        'an IDN host',
        'https://bücher.example/straße',
        'https://bücher.example/stra%C3%9Fe',
        'https://xn--bcher-kva.example/stra%C3%9Fe',
      ],
      [
        'a Latin-1 path',
        'https://example.com/café?q=crème brûlée',
        'https://example.com/caf%C3%A9?q=cr%C3%A8me%20br%C3%BBl%C3%A9e',
        'https://example.com/caf%C3%A9?q=cr%C3%A8me%20br%C3%BBl%C3%A9e',
      ],
      [
        'a CJK host and path',
        'https://例え.jp/パス',
        'https://例え.jp/%E3%83%91%E3%82%B9',
        'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9',
      ],
    ])('stores %s in Unicode and answers its scan with an ASCII Location', async (_what, typed, stored, location) => {
      const code = await createCode(api, website(typed));
      expect(code.content.url).toBe(stored);
      const response = await scan(server, code.slug);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
      // The exact bytes on the wire: printable ASCII only.
      expect(
        [...Buffer.from(String(response.headers.location), 'latin1')].every((byte) => byte > 0x20 && byte < 0x7f),
      ).toBe(true);
    });

    it('encodes the punycode host in an untracked code', async () => {
      const code = await createCode(api, { ...website('https://bücher.example/straße'), isTracked: false });
      expect(code.payload).toBe('https://xn--bcher-kva.example/stra%C3%9Fe');
    });
  });

  describe('at scan time', () => {
    it('stops redirecting a code whose host is blocklisted later, shows a warning, and keeps the code', async () => {
      const code = await createCode(api, website('https://phish.example/login'));
      expect((await scan(server, code.slug)).statusCode).toBe(302); // now cached

      await writeBlocklist('phish.example\n');
      const warned = await scan(server, code.slug);
      expect(warned.statusCode).toBe(403);
      expect(warned.headers.location).toBeUndefined();
      expect(warned.body).toContain('phish.example');
      expect(warned.body).toContain('harmful');
      expect((await api.get(code.id)).json().content.url).toBe('https://phish.example/login');
      expect((await api.create(website('https://www.phish.example/'))).json().error).toBe('destination_blocklisted');

      await writeBlocklist('# cleared\nother.example\n');
      expect((await scan(server, code.slug)).headers.location).toBe('https://phish.example/login');
    });

    it('answers an escaped scan path as a scan, and warns instead of looping for a code saved with one', async () => {
      const first = await createCode(api, website('https://example.com/first'));
      const second = await createCode(api, website('https://example.com/second'));
      // What the router does with the escape: the loop is real.
      expect((await server.inject({ method: 'GET', url: `/%73/${first.slug}` })).headers.location).toBe(
        'https://example.com/first',
      );
      const db = new Client({ connectionString: server.config.database.url });
      await db.connect();
      for (const [code, other] of [
        [first, second],
        [second, first],
      ])
        await db.query(`update qr_codes set content = $1 where id = $2`, [
          { url: `https://liveqr.test/%73/${other.slug}` },
          code.id,
        ]);
      await db.end();
      server.app.get(EventBus).publish(new DestinationBlocklistChangedEvent(0));

      const response = await scan(server, first.slug);
      expect(response.statusCode).toBe(403);
      expect(response.headers.location).toBeUndefined();
    });

    it('warns instead of redirecting for a code saved before the policy refused its destination', async () => {
      const code = await createCode(api, website('https://example.com/legacy'));
      const db = new Client({ connectionString: server.config.database.url });
      await db.connect();
      await db.query(`update qr_codes set content = $1 where id = $2`, [
        { url: 'http://127.0.0.1:8080/admin' },
        code.id,
      ]);
      await db.end();
      server.app.get(EventBus).publish(new DestinationBlocklistChangedEvent(0));

      const response = await scan(server, code.slug);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('cannot be followed');
      expect((await api.get(code.id)).statusCode).toBe(200);
    });
  });
});

describe('Destination blocklist files that cannot be used', () => {
  const dir = mkdtempSync(join(tmpdir(), 'liveqr-blocklist-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['missing', undefined, /cannot be read/],
    ['empty', '', /lists no host/],
    ['malformed', 'not a host\n/// \ncom\n', /3 lines name no host/],
  ])('starts with a %s operator list, logs a warning and keeps the shipped list', async (_what, text, warning) => {
    const file = join(dir, `${_what}.txt`);
    if (text !== undefined) writeFileSync(file, text);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const server = await startTestServer({ DESTINATION_BLOCKLIST: file });
    try {
      expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(expect.stringMatching(warning));
      expect(server.app.get(DestinationBlocklist).has('grabify.link')).toBe(true);
      const api = qrApi(server, await aUser(server));
      expect((await api.create(website('https://example.com/'))).statusCode).toBe(201);
    } finally {
      warn.mockRestore();
      await server.close();
    }
  });

  const website = (url: string) => ({ type: 'website', content: { url } });
});
