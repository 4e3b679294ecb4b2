import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'liveqr-config-'));

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...environment });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('runs locally with no configuration at all', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      env: 'development',
      trustProxy: false,
    });
    expect(config.database.url).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it('keeps a generated JWT secret in the data directory so sessions survive a restart', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('names the variable of a non-numeric or out-of-range port', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a number']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535']);
  });

  it('names the variable of a malformed URL', () => {
    expect(problemsOf({ PUBLIC_URL: 'not a url' })).toEqual(['PUBLIC_URL must be an http(s) URL']);
    expect(problemsOf({ PUBLIC_URL: 'ftp://example.com' })).toEqual(['PUBLIC_URL must be an http(s) URL']);
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/db' })).toEqual(['DATABASE_URL must be a postgres:// URL']);
    expect(problemsOf({ SMTP_URL: 'http://mail' })).toEqual(['SMTP_URL must be a smtp:// or smtps:// URL']);
  });

  it('reads the safe-scans settings: blocklist path made absolute, operators in lower case', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DESTINATION_BLOCKLIST: 'ops/blocklist.txt',
      ADMIN_EMAILS: ' Ops@Example.com, trust@example.com ',
      ABUSE_REPORT_THRESHOLD: '5',
    });
    expect(config.trust).toEqual({
      destinationBlocklist: join(process.cwd(), 'ops/blocklist.txt'),
      adminEmails: ['ops@example.com', 'trust@example.com'],
      abuseReportThreshold: 5,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), DESTINATION_BLOCKLIST: 'https://lists.example/block.txt' }).trust,
    ).toMatchObject({
      destinationBlocklist: 'https://lists.example/block.txt',
      adminEmails: [],
      abuseReportThreshold: 3,
    });
    expect(problemsOf({ ADMIN_EMAILS: 'ops@example.com, nope' })).toEqual([
      'ADMIN_EMAILS must be e-mail addresses, comma-separated',
    ]);
    expect(problemsOf({ ABUSE_REPORT_THRESHOLD: '0' })).toEqual(['ABUSE_REPORT_THRESHOLD must be at least 1']);
  });

  it('reports every wrong variable at once', () => {
    expect(problemsOf({ PORT: 'x', TRUST_PROXY: 'maybe', SUPPORT_EMAIL: 'nope' })).toEqual([
      'PORT must be a number',
      'SUPPORT_EMAIL must be an e-mail address',
      'TRUST_PROXY must be false, the number of proxies in front of the app (1, 2…) or their addresses/CIDRs, comma-separated',
    ]);
  });

  it('trusts X-Forwarded-For from nobody, so many proxies, or the proxies named', () => {
    const trustProxyOf = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    for (const off of ['', 'false', 'no', '0']) expect(trustProxyOf(off)).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf(' 10.0.0.7, 172.16.0.0/12 ,2001:db8::/32,loopback')).toEqual([
      '10.0.0.7',
      '172.16.0.0/12',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, which believes any address a client writes, and addresses that are none', () => {
    const trustEveryone =
      'TRUST_PROXY must be the number of proxies in front of the app (1, 2…) or their addresses/CIDRs, comma-separated, not true (that believes any address a client writes into X-Forwarded-For)';
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([trustEveryone]);
    expect(problemsOf({ TRUST_PROXY: 'YES' })).toEqual([trustEveryone]);
    const notProxies =
      'TRUST_PROXY must be false, the number of proxies in front of the app (1, 2…) or their addresses/CIDRs, comma-separated';
    for (const value of ['-1', '1.5', 'proxy.internal', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '10.0.0.1 10.0.0.2'])
      expect([value, problemsOf({ TRUST_PROXY: value })]).toEqual([value, [notProxies]]);
  });

  it('requires a JWT secret in production and pairs of related settings', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['JWT_SECRET is required when NODE_ENV=production']);
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters']);
  });

  it('strips a trailing slash from the public URL that QR codes encode', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://qr.example.com/' }).publicUrl).toBe(
      'https://qr.example.com',
    );
  });

  it('reads the custom-domain settings: the CNAME target defaults to the public host, DNS servers as a list', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://QR.example.com' }).customDomains).toEqual({
      target: 'qr.example.com',
      ipv4: undefined,
      ipv6: undefined,
      dnsServers: [],
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        CUSTOM_DOMAIN_TARGET: 'Domains.LiveQR.example',
        CUSTOM_DOMAIN_IPV4: '203.0.113.7',
        CUSTOM_DOMAIN_IPV6: '2001:db8::7',
        DNS_SERVERS: ' 127.0.0.1:8053, [::1]:53 ,9.9.9.9',
      }).customDomains,
    ).toEqual({
      target: 'domains.liveqr.example',
      ipv4: '203.0.113.7',
      ipv6: '2001:db8::7',
      dnsServers: ['127.0.0.1:8053', '[::1]:53', '9.9.9.9'],
    });
  });

  it('names a wrong custom-domain setting', () => {
    expect(problemsOf({ CUSTOM_DOMAIN_TARGET: 'https://x.example' })).toEqual([
      'CUSTOM_DOMAIN_TARGET must be a host name (domains.example.com)',
    ]);
    expect(problemsOf({ CUSTOM_DOMAIN_IPV4: '2001:db8::1' })).toEqual(['CUSTOM_DOMAIN_IPV4 must be an IPv4 address']);
    expect(problemsOf({ CUSTOM_DOMAIN_IPV6: '203.0.113.7' })).toEqual(['CUSTOM_DOMAIN_IPV6 must be an IPv6 address']);
    expect(problemsOf({ DNS_SERVERS: 'dns.example:53' })).toEqual([
      'DNS_SERVERS must be DNS servers as IP addresses with an optional port (1.2.3.4:53, [::1]:53), comma-separated',
    ]);
    expect(problemsOf({ DNS_SERVERS: '127.0.0.1:99999' })).toHaveLength(1);
  });
});
