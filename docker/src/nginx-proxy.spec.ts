import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientAddressOf, loadConfig, proxyTrustOf } from '@liveqr/api/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { dockerDir, resolvedCompose } from './compose';

/**
 * The shipped `docker/nginx.conf`, run by a real nginx (Debian's package), in front of a server
 * that takes the client's address as LiveQR does, with TRUST_PROXY as the compose file sets it.
 * Only the upstream's address and the listening port are changed for the test; every header line
 * is the shipped one.
 */
describe('docker/nginx.conf in front of the app, with TRUST_PROXY as the compose file sets it', () => {
  let app: FastifyInstance;
  let nginx: ChildProcess;
  let nginxLog = '';
  let origin: string;
  const dir = mkdtempSync(join(tmpdir(), 'liveqr-nginx-'));

  beforeAll(async () => {
    const environment = resolvedCompose().services['app'].environment ?? {};
    const trust = proxyTrustOf(loadConfig(environment, '/app').trustProxy);
    const plainScanClient = clientAddressOf(trust);
    // What the app's routes see (Fastify's request.ip, as create-app configures it) and what the plain scan listener sees.
    app = Fastify({ trustProxy: trust });
    app.get('/*', (request) => ({
      ip: request.ip,
      plainScanClient: plainScanClient(request.raw),
      forwardedFor: request.headers['x-forwarded-for'],
    }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const upstream = (app.server.address() as AddressInfo).port;
    const port = await freePort();

    const shipped = readFileSync(join(dockerDir, 'nginx.conf'), 'utf8');
    const site = shipped
      .replace(/server app:3000\b/, `server 127.0.0.1:${upstream}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    expect(site).toContain(`server 127.0.0.1:${upstream}`);
    expect(site).toContain(`listen 127.0.0.1:${port};`);
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        'events {}',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(dir, `${kind}-temp`)};`,
        ),
        `  include ${join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    // nginx must be installed (.ci/run installs Debian's): a missing one fails here, it is not skipped.
    nginx = spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    origin = `http://127.0.0.1:${port}`;
    await untilAnswering(origin, nginx, () => nginxLog);
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve));
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ignores the X-Forwarded-For a client sends: the app sees the address nginx saw', async () => {
    const seen = await (await fetch(`${origin}/s/abc`, { headers: { 'x-forwarded-for': '6.6.6.6' } })).json();
    expect(seen).toEqual({ ip: '127.0.0.1', plainScanClient: '127.0.0.1', forwardedFor: '127.0.0.1' });
  });

  it('ignores a whole chain a client invents', async () => {
    const seen = await (
      await fetch(`${origin}/api/public/qr-codes`, { headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 127.0.0.9' } })
    ).json();
    expect(seen).toEqual({ ip: '127.0.0.1', plainScanClient: '127.0.0.1', forwardedFor: '127.0.0.1' });
  });

  it('passes the peer address on to a client that sends none', async () => {
    expect(await (await fetch(`${origin}/`)).json()).toEqual({
      ip: '127.0.0.1',
      plainScanClient: '127.0.0.1',
      forwardedFor: '127.0.0.1',
    });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function untilAnswering(origin: string, nginx: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${log()}`);
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer within 10 s: ${log()}`);
}
