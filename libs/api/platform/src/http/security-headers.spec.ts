import Fastify from 'fastify';
import { loadConfig } from '../config/app-config';
import { registerSecurityHeaders } from './security-headers';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function cspFor(environment: Record<string, string>): Promise<string> {
  const fastify = Fastify();
  registerSecurityHeaders(
    fastify,
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'liveqr-csp-')), ...environment }),
  );
  fastify.get('/', async () => 'ok');
  const response = await fastify.inject({ method: 'GET', url: '/' });
  await fastify.close();
  return String(response.headers['content-security-policy']);
}

describe('security headers', () => {
  it('allows only same-origin scripts and no framing by default', async () => {
    const csp = await cspFor({});
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('google');
  });

  it("lets Google's tag load and report only when an analytics id is configured", async () => {
    const csp = await cspFor({ ANALYTICS_ID: 'G-TEST123' });
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain('https://*.google-analytics.com');
  });
});
