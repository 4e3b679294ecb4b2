import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@liveqr/api/testing';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aTeamWorkspace, inWorkspace, subscribe } from '../workspaces/support/workspaces';
import { startTestDns, type TestDns } from './support/dns-server';
import { TARGET } from './support/domains';
import { rawPage } from './support/raw-page';

const OWN_HOST = 'liveqr.test';
const BRAND = 'qr.brand.test';
const GONE = 'go.brand.test';
const UNVERIFIED = 'qr.other-brand.test';
const SHIPPED = join(__dirname, '../../../../docker/Caddyfile');

/**
 * The shipped `docker/Caddyfile`, run by a real Caddy (Debian's package), in front of a LiveQR
 * server on a real socket. Only what ties it to Docker is changed for the test: the replicas'
 * DNS name and port, the `ask`'s address and the certificate storage; and test-only global
 * options are added: Caddy's own local CA instead of Let's Encrypt (`local_certs`), its root kept
 * out of the system's trust store (`skip_install_trust`), no admin API, high ports on 127.0.0.1.
 */
describe('docker/Caddyfile: HTTPS for LiveQR’s host and, on demand, for verified custom domains', () => {
  let dns: TestDns;
  let server: TestServer;
  let caddy: ChildProcess | undefined;
  let caddyLog = '';
  let httpsPort: number;
  let metricsPort: number;
  let rootCa: Buffer;
  let owner: QrUser;
  let team: string;
  const dir = mkdtempSync(join(tmpdir(), 'liveqr-caddy-'));

  /** A GET over HTTPS to Caddy as `host`, trusting Caddy's local root only; the status and Location. */
  const get = (host: string, path: string) =>
    getPage(host, path).then(({ status, location }) => ({ status, location }));
  const getPage = (host: string, path: string) =>
    rawPage(request, {
      host: '127.0.0.1',
      port: httpsPort,
      servername: host,
      headers: { host },
      path,
      ca: rootCa,
      agent: false,
    });

  beforeAll(async () => {
    dns = await startTestDns();
    metricsPort = await freePort();
    server = await startTestServer({
      DNS_SERVERS: dns.server,
      PUBLIC_URL: `https://${OWN_HOST}`,
      CUSTOM_DOMAIN_TARGET: TARGET,
      TRUST_PROXY: '1',
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (server.app.getHttpServer().address() as AddressInfo).port;
    owner = await aUser(server);
    team = await aTeamWorkspace(server, owner, 'Brand');
    await subscribe(server, owner, team);

    const [httpPort, https] = [await freePort(), await freePort()];
    httpsPort = https;
    const shipped = readFileSync(SHIPPED, 'utf8');
    const config = shipped
      .replace(/^\{\n/m, `{\n${testGlobals(httpPort, httpsPort)}`)
      .replace('ask http://app:9464/tls/ask', `ask http://127.0.0.1:${metricsPort}/tls/ask`)
      .replace(/name app\n/, 'name localhost\n')
      .replace(/port 3000\n/, `port ${appPort}\n`)
      .replace(/root \/data\/caddy\n/, `root ${join(dir, 'storage')}\n`);
    for (const changed of ['local_certs', `tls/ask`, 'name localhost', `port ${appPort}`, join(dir, 'storage')])
      expect(config).toContain(changed);
    writeFileSync(join(dir, 'Caddyfile'), config);
    // Caddy must be installed (.ci/run installs Debian's): a missing one fails here, it is not skipped.
    caddy = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env['PATH'],
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'data'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        LIVEQR_HOST: OWN_HOST,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    caddy.stdout?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    const rootPath = join(dir, 'storage', 'pki', 'authorities', 'local', 'root.crt');
    // Ready once its own host's certificate (from its local CA, made at start) is served.
    await until(async () => {
      if (!existsSync(rootPath)) return false;
      rootCa = readFileSync(rootPath);
      return get(OWN_HOST, '/api/health/ready').then(
        () => true,
        () => false,
      );
    }, 'Caddy to serve LiveQR’s host with a certificate from its local CA');
  });

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy?.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await server?.close();
    await dns?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Fails with Caddy's log, so a refused start says why. */
  async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = performance.now() + 20_000;
    while (!(await ready())) {
      if (caddy?.exitCode !== null) throw new Error(`caddy exited with ${caddy?.exitCode}: ${caddyLog}`);
      if (performance.now() > deadline) throw new Error(`Gave up waiting for ${what}: ${caddyLog}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('is a configuration the installed Caddy accepts as shipped', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      'caddy',
      ['validate', '--config', SHIPPED, '--adapter', 'caddyfile'],
      {
        env: {
          PATH: process.env['PATH'],
          HOME: dir,
          XDG_DATA_HOME: join(dir, 'data'),
          XDG_CONFIG_HOME: join(dir, 'config'),
        },
      },
    );
    expect(`${stdout}${stderr}`).toContain('Valid configuration');
  });

  it('serves LiveQR’s own host over HTTPS', async () => {
    expect(await get(OWN_HOST, '/api/health/ready')).toMatchObject({ status: 200 });
  });

  /** A domain verified as the domains tests do (records in the test DNS, "Check now"), with a code on it. */
  const verifiedWithCode = async (hostname: string, url: string) => {
    const call = inWorkspace(server, owner, team);
    const added = await call('POST', '/api/domains', { hostname });
    expect(added.statusCode).toBe(201);
    const { id, records } = added.json() as { id: string; records: Array<{ type: string; value: string }> };
    await dns.setTxt(`_liveqr-challenge.${hostname}`, records.find((record) => record.type === 'TXT')?.value ?? '');
    await dns.setCname(hostname, TARGET);
    expect((await call('POST', `/api/domains/${id}/verify`)).json().status).toBe('verified');
    const code = await call('POST', '/api/qr-codes', { type: 'website', content: { url }, domainId: id });
    expect(code.statusCode).toBe(201);
    const { slug, shortUrl } = code.json() as { slug: string; shortUrl: string };
    return { domainId: id, slug, shortUrl };
  };
  const ask = async (domain: string) =>
    (await fetch(`http://127.0.0.1:${metricsPort}/tls/ask?domain=${domain}`)).status;

  it('gets a certificate for a verified custom domain when its first scan arrives, and the scan redirects', async () => {
    const { slug, shortUrl } = await verifiedWithCode(BRAND, 'https://example.com/menu');
    expect(shortUrl).toBe(`https://${BRAND}/${slug}`);

    // What the printed code opens, and the long form.
    expect(await get(BRAND, `/${slug}`)).toEqual({ status: 302, location: 'https://example.com/menu' });
    expect(await get(BRAND, `/s/${slug}`)).toEqual({ status: 302, location: 'https://example.com/menu' });
  });

  it('answers a removed domain’s scans with the white-label page while Caddy still holds its certificate, and refuses its renewal', async () => {
    const { domainId, slug } = await verifiedWithCode(GONE, 'https://example.com/gone');
    expect(await get(GONE, `/${slug}`)).toEqual({ status: 302, location: 'https://example.com/gone' });
    const removed = await inWorkspace(server, owner, team)('DELETE', `/api/domains/${domainId}?confirm=true`);
    expect(removed.statusCode).toBe(204);

    expect(await ask(GONE)).toBe(404);
    // The certificate Caddy holds still serves, but the code does not: the white-label page, never its redirect.
    const gone = await getPage(GONE, `/${slug}`);
    expect([gone.status, gone.location, gone.body.includes('This code is no longer available')]).toEqual([
      410,
      undefined,
      true,
    ]);
    expect(gone.body).not.toContain('example.com/gone');
  });

  it('gets no certificate for a domain that is not verified: the TLS handshake fails', async () => {
    const call = inWorkspace(server, owner, team);
    expect((await call('POST', '/api/domains', { hostname: UNVERIFIED })).statusCode).toBe(201);
    await expect(get(UNVERIFIED, '/s/anything')).rejects.toThrow(/alert internal error/);
    await expect(get('random-name.example', '/')).rejects.toThrow(/alert internal error/);
  });
});

function testGlobals(httpPort: number, httpsPort: number): string {
  return [
    'local_certs',
    'skip_install_trust',
    'admin off',
    'default_bind 127.0.0.1',
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
  ]
    .map((line) => `\t${line}\n`)
    .join('');
}
