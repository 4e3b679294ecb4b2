import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvRows } from '../imports-exports/support';
import { createApiKey } from '../developer-platform/support/api-keys';
import { aUser, createCode, decode, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { scansOf, USER_AGENTS } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';

/** The CLI as people run it (`npx liveqr` runs this file), a child process against a listening server. */
const CLI = join(__dirname, '../../../cli/bin/liveqr.cjs');

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs `liveqr …` with its own HOME (no config of the machine's), asynchronously: the server is in this process. */
function liveqr(args: string[], env: Record<string, string> = {}, input?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { env: { PATH: process.env['PATH'] ?? '', HOME: home, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ status, stdout, stderr });
      },
    );
    child.stdin?.end(input ?? '');
  });
}

let home: string;

/** A server of the test's own on a free port (one that fails, or streams slowly), closed by the caller. */
async function localServer(handler: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function closed(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Polls until `check` answers something truthy (the child's file appearing, a scan being stored). */
async function eventually<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the CLI (liveqr) against a running server', () => {
  let server: TestServer;
  let baseUrl: string;
  let key: string;
  let work: string;
  let ada: QrUser;

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.getHttpServer().address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
    ada = await aUser(server, { verified: true });
    key = (await createApiKey(server, ada)).secret;
    home = mkdtempSync(join(tmpdir(), 'liveqr-cli-home-'));
    work = mkdtempSync(join(tmpdir(), 'liveqr-cli-work-'));
  });

  afterAll(async () => {
    await server?.close();
    rmSync(home, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  const withKey = (args: string[]) => liveqr([...args, '--base-url', baseUrl], { LIVEQR_API_KEY: key });

  it('creates, lists, reads, downloads (the PNG decodes to the short URL), disables and deletes a code', async () => {
    const created = await withKey(['codes', 'create', '--url', 'https://example.com/menu', '--name', 'Menu', '--json']);
    expect(created).toMatchObject({ status: 0, stderr: '' });
    const code = JSON.parse(created.stdout) as { id: string; shortUrl: string; isActive: boolean };
    expect(code.isActive).toBe(true);

    const listed = await withKey(['codes', 'list', '--json', '--search', 'Menu']);
    expect(listed.status).toBe(0);
    expect((JSON.parse(listed.stdout) as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([code.id]);
    const table = await withKey(['codes', 'list']);
    expect(table.stdout).toMatch(new RegExp(`^${code.id}\\s+Menu\\s+website\\s+active`, 'm'));

    const read = await withKey(['codes', 'get', code.id]);
    expect(read.status).toBe(0);
    expect(read.stdout).toContain('https://example.com/menu');

    const updated = await withKey(['codes', 'update', code.id, '--url', 'https://example.com/lunch', '--json']);
    expect(JSON.parse(updated.stdout)).toMatchObject({ content: { url: 'https://example.com/lunch' } });

    const file = join(work, 'menu.png');
    const downloaded = await withKey(['codes', 'download', code.id, '--format', 'png', '--size', '400', '-o', file]);
    expect(downloaded).toMatchObject({ status: 0, stderr: '' });
    expect(decode('png', readFileSync(file))).toBe(code.shortUrl);
    expect(readdirSync(work)).toEqual(['menu.png']);

    const disabled = await withKey(['codes', 'disable', code.id]);
    expect(disabled).toMatchObject({ status: 0, stdout: `Menu (${code.id}) is inactive.\n` });
    const inactive = await withKey(['codes', 'list', '--json', '--status', 'inactive']);
    expect((JSON.parse(inactive.stdout) as { total: number }).total).toBe(1);

    expect((await withKey(['codes', 'delete', code.id])).status).toBe(0);
    const gone = await withKey(['codes', 'get', code.id]);
    expect(gone.status).toBe(3);
    // The API's stable code, as the error body's `code` says it.
    expect(gone.stderr).toContain('QR_CODE_NOT_FOUND: ');
  });

  it('says why and exits with a meaningful status: no key 2, refused key 2, nothing listening 5, refused input 4, usage 1', async () => {
    const noKey = await liveqr(['codes', 'list', '--base-url', baseUrl]);
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toContain('no API key');

    const badKey = await liveqr(['codes', 'list', '--base-url', baseUrl], {
      LIVEQR_API_KEY: 'lq_live_not-a-real-key-000000',
    });
    expect(badKey.status).toBe(2);
    expect(badKey.stderr).toMatch(/HTTP 401/);

    const nobody = await liveqr(['codes', 'list', '--base-url', 'http://127.0.0.1:9'], { LIVEQR_API_KEY: key });
    expect(nobody.status).toBe(5);
    expect(nobody.stderr).toContain('cannot reach http://127.0.0.1:9');

    const refused = await withKey(['codes', 'create', '--url', 'http://localhost/admin']);
    expect(refused.status).toBe(4);
    expect(refused.stderr).toMatch(/^liveqr: \w+: .+ \(HTTP 4\d\d\)$/m);

    const usage = await withKey(['codes', 'create']);
    expect(usage.status).toBe(1);
    expect((await withKey(['codes', 'frobnicate'])).status).toBe(1);
  });

  it('refuses a file it cannot write with a message, before downloading, and leaves nothing behind', async () => {
    const created = await withKey(['codes', 'create', '--url', 'https://example.com/x', '--json']);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const target = join(work, 'no-such-dir', 'code.png');
    const run = await withKey(['codes', 'download', id, '-o', target]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`cannot write ${target}`);
    expect(existsSync(join(work, 'no-such-dir'))).toBe(false);
  });

  it('logs in: checks the key, stores it readable only by the user, and uses it; a refused key is not stored', async () => {
    const configHome = mkdtempSync(join(tmpdir(), 'liveqr-cli-config-'));
    try {
      const env = { XDG_CONFIG_HOME: configHome };
      const file = join(configHome, 'liveqr', 'config.json');
      const refused = await liveqr(['login', '--base-url', baseUrl], env, 'lq_live_wrong-key-000000000000\n');
      expect(refused.status).toBe(2);
      expect(existsSync(file)).toBe(false);

      const login = await liveqr(['login', '--base-url', baseUrl], env, `${key}\n`);
      expect(login).toMatchObject({ status: 0, stdout: '' });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ apiKey: key, baseUrl });

      const whoami = await liveqr(['keys', 'whoami', '--json'], env);
      expect(whoami.status).toBe(0);
      expect(JSON.parse(whoami.stdout)).toMatchObject({ from: 'config file', baseUrl, scopes: ['read', 'write'] });
    } finally {
      rmSync(configHome, { recursive: true, force: true });
    }
  });
  it('says which key is in use: its name, scopes, workspace and role', async () => {
    const reader = await createApiKey(server, ada, { name: 'Read only', scopes: ['read'] });
    const json = await liveqr(['keys', 'whoami', '--json', '--base-url', baseUrl], { LIVEQR_API_KEY: reader.secret });
    expect(json).toMatchObject({ status: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toMatchObject({
      id: reader.id,
      name: 'Read only',
      scopes: ['read'],
      expiresAt: null,
      workspace: { id: ada.id, personal: true },
      role: 'owner',
      from: 'LIVEQR_API_KEY',
    });
    const text = await liveqr(['keys', 'whoami', '--base-url', baseUrl], { LIVEQR_API_KEY: reader.secret });
    expect(text.stdout).toMatch(/^Key: +Read only \(lq_live_[\w-]+…, id [-0-9a-f]+\)$/m);
    expect(text.stdout).toMatch(/^Scopes: +read$/m);
    expect(text.stdout).toMatch(new RegExp(`^Workspace: +personal \\(${ada.id}\\)$`, 'm'));
  });

  it('exports the scans to a file: the CSV holds the scan made by opening the short link', async () => {
    const created = await withKey([
      'codes',
      'create',
      '--url',
      'https://example.com/scanned',
      '--name',
      'Scanned',
      '--json',
    ]);
    const code = JSON.parse(created.stdout) as { id: string; shortUrl: string };
    const opened = await fetch(`${baseUrl}${new URL(code.shortUrl).pathname}`, {
      redirect: 'manual',
      headers: { 'user-agent': USER_AGENTS.iphoneSafari },
    });
    expect(opened.status).toBe(302);
    await eventually(async () => (await scansOf(server, code.id)).length > 0, 'the scan to be stored');

    const today = new Date().toISOString().slice(0, 10);
    const file = join(work, 'scans.csv');
    const exported = await withKey(['scans', 'export', '--from', today, '--to', today, '-o', file]);
    expect(exported).toMatchObject({ status: 0, stderr: '' });
    expect(exported.stdout).toMatch(/^Wrote .*scans\.csv \(1 scans, \d+(\.\d)? (B|KB)\)\.$/m);
    const rows = csvRows(readFileSync(file, 'utf8'));
    expect(rows.filter((row) => row['qr_code_id'] === code.id)).toEqual([
      expect.objectContaining({ qr_code_name: 'Scanned', device_type: 'mobile', operating_system: 'iOS' }),
    ]);
    expect(readdirSync(work).filter((name) => name.endsWith('.part'))).toEqual([]);

    // One code's scans only, and for scripts the summary as JSON with nothing on stderr.
    const one = join(work, 'one.csv');
    const json = await withKey(['scans', 'export', '--code', code.id, '-o', one, '--json']);
    expect(json).toMatchObject({ status: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toMatchObject({ file: one, rows: 1 });
    expect(csvRows(readFileSync(one, 'utf8')).map((row) => row['qr_code_id'])).toEqual([code.id]);

    const unknown = await withKey(['scans', 'export', '--code', '00000000-0000-4000-8000-000000000000', '-o', one]);
    expect(unknown.status).toBe(3);
    // Another workspace's code is as unknown as one that does not exist.
    const theirs = await createCode(qrApi(server, await aUser(server)), { type: 'website', content: { url: 'x.com' } });
    const other = await withKey(['scans', 'export', '--code', theirs.id, '-o', one]);
    expect(other.status).toBe(3);
    expect(csvRows(readFileSync(one, 'utf8')).map((row) => row['qr_code_id'])).toEqual([code.id]);
    const backwards = await withKey(['scans', 'export', '--from', '2026-03-01', '--to', '2026-02-01', '-o', one]);
    expect(backwards).toMatchObject({ status: 1, stderr: 'liveqr: --to is before --from\n' });
    expect((await withKey(['scans', 'export', '--from', '31.01.2026', '-o', one])).status).toBe(1);
  });

  it('refuses an export file it cannot write, before asking the server, and leaves nothing behind', async () => {
    const missing = join(work, 'no-such-dir', 'scans.csv');
    const run = await withKey(['scans', 'export', '-o', missing]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`cannot write ${missing}`);
    expect(existsSync(join(work, 'no-such-dir'))).toBe(false);
    const directory = await withKey(['scans', 'export', '-o', work]);
    expect(directory.status).toBe(1);
    expect(directory.stderr).toContain('it is a directory');
  });

  it('imports a CSV: a dry run lists the rows it would refuse, the import creates the rest and lists its errors', async () => {
    const file = join(work, 'codes.csv');
    writeFileSync(file, 'type,name,url\nwebsite,Imported one,example.com/one\nwebsite,Bad row,javascript:alert(1)\n');

    const dryRun = await withKey(['import', file, '--dry-run']);
    expect(dryRun.status).toBe(4);
    expect(dryRun.stdout).toContain('Checked 2 rows: 1 would be created, nothing was.');
    expect(dryRun.stdout).toMatch(/^3\s+\w+\s+\S.*$/m);
    expect(JSON.parse((await withKey(['import', file, '--dry-run', '--json'])).stdout)).toMatchObject({
      rows: 2,
      valid: 1,
      errors: [{ line: 3, code: expect.any(String) }],
    });
    const none = await withKey(['codes', 'list', '--json', '--search', 'Imported one']);
    expect((JSON.parse(none.stdout) as { total: number }).total).toBe(0);

    const imported = await withKey(['import', file, '--json']);
    expect(imported.status).toBe(4);
    expect(JSON.parse(imported.stdout)).toMatchObject({
      job: { status: 'succeeded', total: 2, processed: 2, failed: 1 },
      rows: [
        { line: '2', name: 'Imported one', status: 'created' },
        { line: '3', status: 'error', error_code: expect.any(String) },
      ],
    });
    const listed = await withKey(['codes', 'list', '--json', '--search', 'Imported one']);
    expect((JSON.parse(listed.stdout) as { total: number }).total).toBe(1);

    const clean = join(work, 'clean.csv');
    writeFileSync(clean, 'type,name,url\nwebsite,Imported two,example.com/two\n');
    expect(await withKey(['import', clean])).toMatchObject({ status: 0, stdout: 'Imported 1 of 1 rows.\n' });
    const unreadable = await withKey(['import', join(work, 'missing.csv')]);
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toContain('cannot read');
  });

  it('names a server that answers 500 and exits 5, JSON error body or not, leaving no export file', async () => {
    const failing = await localServer((request, response) => {
      if (request.url?.startsWith('/api/v1/qr-codes')) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something broke' }));
      } else {
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end('<h1>Bad gateway</h1>');
      }
    });
    try {
      const env = { LIVEQR_API_KEY: key };
      const listed = await liveqr(['codes', 'list', '--base-url', failing.url], env);
      expect(listed).toMatchObject({ status: 5, stdout: '' });
      expect(listed.stderr).toBe('liveqr: INTERNAL_ERROR: Something broke (HTTP 500)\n');
      const file = join(work, 'failed.csv');
      const exported = await liveqr(['scans', 'export', '-o', file, '--base-url', failing.url], env);
      expect(exported.status).toBe(5);
      expect(exported.stderr).toMatch(/HTTP 500/);
      expect(readdirSync(work).filter((name) => name.includes('failed.csv'))).toEqual([]);
    } finally {
      await closed(failing.server);
    }
  });

  it('on Ctrl-C during an export, stops the download, deletes the partial file and exits 130', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveqr-cli-sigint-'));
    let requestClosed = false;
    // A server that sends the header and then a row every 50 ms, forever.
    const slow = await localServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      response.write('scanned_at (UTC),qr_code_id\n');
      const timer = setInterval(() => response.write(`2026-01-01 00:00:00,${'a'.repeat(36)}\n`), 50);
      request.socket.once('close', () => {
        clearInterval(timer);
        requestClosed = true;
      });
    });
    try {
      const file = join(dir, 'scans.csv');
      const child = spawn(process.execPath, [CLI, 'scans', 'export', '-o', file, '--base-url', slow.url], {
        env: { PATH: process.env['PATH'] ?? '', HOME: home, LIVEQR_API_KEY: key },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      // Half the file is on disk, under its temporary name only.
      const partial = await eventually(() => {
        const part = readdirSync(dir).find((name) => name.endsWith('.part'));
        return part && statSync(join(dir, part)).size > 200 ? part : undefined;
      }, 'the partial export');
      expect(existsSync(file)).toBe(false);
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(stderr).toBe('liveqr: interrupted: no file written\n');
      expect(readdirSync(dir)).toEqual([]);
      expect(partial).toMatch(/^\.scans\.csv\.\d+\.part$/);
      await eventually(() => requestClosed, 'the request to be aborted');
    } finally {
      await closed(slow.server);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
