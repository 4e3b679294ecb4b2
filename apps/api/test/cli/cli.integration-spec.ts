import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKey } from '../developer-platform/support/api-keys';
import { aUser, decode } from '../qr-catalog/support/qr-client';
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

describe('the CLI (liveqr) against a running server', () => {
  let server: TestServer;
  let baseUrl: string;
  let key: string;
  let work: string;

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.getHttpServer().address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
    const ada = await aUser(server, { verified: true });
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
    expect(gone.stderr).toMatch(/qr_code_not_found|NOT_FOUND/i);
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
      expect(JSON.parse(whoami.stdout)).toMatchObject({ from: 'config file', baseUrl, key: `${key.slice(0, 12)}…` });
    } finally {
      rmSync(configHome, { recursive: true, force: true });
    }
  });
});
