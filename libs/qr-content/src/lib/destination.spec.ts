import {
  type DestinationContext,
  destinationRefusal,
  isPublicHost,
  isScanPath,
  ownOrigins,
  parseDestination,
} from './destination';
import { checkUrl } from './url';

const SERVER: DestinationContext = {
  ownOrigins: ownOrigins('https://liveqr.example'),
  isBlocklisted: (host) => host === 'evil.example' || host.endsWith('.evil.example'),
};

describe('parseDestination', () => {
  it('keeps an IDN host in Unicode for storage and sends it as punycode, with the path percent-encoded', () => {
    expect(parseDestination('https://bücher.example/straße')).toMatchObject({
      url: 'https://bücher.example/stra%C3%9Fe',
      href: 'https://xn--bcher-kva.example/stra%C3%9Fe',
      host: 'bücher.example',
      asciiHost: 'xn--bcher-kva.example',
    });
  });

  it('sends a CJK host, path and query in ASCII only', () => {
    const { href, url } = parseDestination('https://例え.jp/パス?q=値#章') ?? {};
    expect(href).toBe('https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=%E5%80%A4#%E7%AB%A0');
    expect(url).toBe('https://例え.jp/%E3%83%91%E3%82%B9?q=%E5%80%A4#%E7%AB%A0');
    expect(href).toMatch(/^[\x21-\x7e]+$/);
  });

  it('shows a punycode host as typed in Unicode', () => {
    expect(parseDestination('https://xn--bcher-kva.example/')?.url).toBe('https://bücher.example/');
  });

  it('adds no slash to a URL typed without a path', () => {
    expect(parseDestination('https://Example.com')?.href).toBe('https://example.com');
    expect(parseDestination('https://example.com?a=1')?.href).toBe('https://example.com?a=1');
  });

  it('refuses what is not an http(s) URL', () => {
    expect(parseDestination('ftp://example.com/')).toBeUndefined();
    expect(parseDestination('https://exa mple.com/')).toBeUndefined();
  });
});

describe('isPublicHost', () => {
  it.each([
    'example.com',
    'bücher.example',
    '93.184.215.14',
    '[2606:2800:21f:cb07:6820:80da:af6b:8b2c]',
    'example.com.',
  ])('treats %s as public', (host) => {
    expect(isPublicHost(host)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.8.9.10'],
    ['unspecified', '0.0.0.0'],
    ['private 10/8', '10.0.0.5'],
    ['private 172.16/12', '172.20.1.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['CGNAT', '100.64.0.1'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '[::1]'],
    ['IPv4-mapped IPv6 loopback', '[::ffff:7f00:1]'],
    ['IPv6 unique-local (AWS metadata)', '[fd00:ec2::254]'],
    ['IPv6 link-local', '[fe80::1]'],
    ['localhost', 'localhost'],
    ['a .localhost name', 'app.localhost'],
    ['mDNS', 'printer.local'],
    ['.internal (GCP metadata)', 'metadata.google.internal'],
    ['home.arpa', 'nas.home.arpa'],
    ['a single-label name', 'intranet'],
    ['localhost with a trailing dot', 'localhost.'],
  ])('refuses %s: %s', (_what, host) => {
    expect(isPublicHost(host)).toBe(false);
  });
});

describe('destinationRefusal', () => {
  const refusal = (url: string) => destinationRefusal(parseDestination(url) ?? fail(url), SERVER);

  it.each([
    ['http://127.0.0.1:8080/admin', 'not_public'],
    ['http://169.254.169.254/latest/meta-data/', 'not_public'],
    // The WHATWG parser reads these as 127.0.0.1, as a browser would.
    ['http://0x7f.1/', 'not_public'],
    ['http://2130706433/', 'not_public'],
    ['http://0177.0.0.1/', 'not_public'],
    ['http://[::ffff:127.0.0.1]/', 'not_public'],
    ['http://localhost:3000/', 'not_public'],
    ['https://liveqr.example/s/abc123', 'own_short_link'],
    ['https://LIVEQR.example./s/abc123', 'own_short_link'],
    ['https://user:pass@example.com/', 'credentials'],
    ['https://evil.example/login', 'blocklisted'],
    ['https://www.evil.example/login', 'blocklisted'],
  ])('refuses %s as %s', (url, expected) => {
    expect(refusal(url)).toBe(expected);
  });

  it.each([
    ['an escaped letter', 'https://liveqr.example/%73/abc123'],
    ['an escaped capital escape', 'https://liveqr.example/%2F%73%2Fabc123'],
    ['a double escape', 'https://liveqr.example/%2573/abc123'],
    ['a triple escape', 'https://liveqr.example/%25252573/abc123'],
    ['doubled slashes', 'https://liveqr.example//s//abc123'],
    ['an escaped slash', 'https://liveqr.example/s%2Fabc123'],
    ['a backslash', 'https://liveqr.example/s%5Cabc123'],
    ['a dot segment', 'https://liveqr.example/./s/abc123'],
    ['an escaped dot-dot segment', 'https://liveqr.example/api/%2e%2E/s/abc123'],
    ['a double-escaped dot-dot segment', 'https://liveqr.example/api/%252e%252e/s/abc123'],
    ['the preview form', 'https://liveqr.example/s/abc123+'],
    ['a query', 'https://liveqr.example/s/abc123?preview'],
    ['an upper-case host with a trailing dot', 'https://LIVEQR.Example./s/abc123'],
    ['the default port written out', 'https://liveqr.example:443/s/abc123'],
    ['plain http on its default port', 'http://liveqr.example:80/%73/abc123'],
    ['full-width letters in the host', 'https://ｌｉｖｅｑｒ.example/s/abc123'],
  ])('refuses our own scan path written with %s as a loop', (_, url) => {
    expect(refusal(url)).toBe('own_short_link');
  });

  it('refuses a scan path on our own IP address, however the address is written', () => {
    const server = { ownOrigins: ownOrigins('http://203.0.113.5') };
    for (const url of ['http://203.0.113.5/s/abc', 'http://203.0.113.5./s/abc', 'http://3405803781/%73/abc']) {
      expect(destinationRefusal(parseDestination(url) ?? fail(url), server)).toBe('own_short_link');
    }
  });

  it('refuses a scan path on our IDN host, in Unicode or in punycode', () => {
    const server = { ownOrigins: ownOrigins('https://bücher.example') };
    for (const url of ['https://BÜCHER.example/%73/abc', 'https://xn--bcher-kva.example/s/abc']) {
      expect(destinationRefusal(parseDestination(url) ?? fail(url), server)).toBe('own_short_link');
    }
  });

  it('allows our host on another port, which is not where scans are answered', () => {
    expect(refusal('https://liveqr.example:8443/s/abc123')).toBeUndefined();
    expect(refusal('http://liveqr.example:443/s/abc123')).toBeUndefined();
  });

  it('allows /S/: the router matches scan paths case-sensitively', () => {
    expect(refusal('https://liveqr.example/S/abc123')).toBeUndefined();
    expect(refusal('https://liveqr.example/%53/abc123')).toBeUndefined();
  });

  it('judges a server on a port of its own by that port', () => {
    const local = { ownOrigins: ownOrigins('http://localhost:3000') };
    const judge = (url: string) => destinationRefusal(parseDestination(url) ?? fail(url), local);
    expect(judge('http://localhost:3000/%73/abc')).toBe('own_short_link');
    expect(judge('http://localhost:3000/api/uploads/x')).toBeUndefined();
    expect(judge('http://localhost:3001/s/abc')).toBe('not_public');
  });

  it('accepts public destinations and our own files', () => {
    expect(refusal('https://example.com/menu')).toBeUndefined();
    expect(refusal('https://notevil.example/')).toBeUndefined();
    expect(refusal('https://liveqr.example/api/uploads/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90')).toBeUndefined();
  });
});

describe('isScanPath', () => {
  it.each(['/s/abc', '/%73/abc', '/%2573/abc', '//s/abc', '/./s/abc', '/x/../s/abc', '/s/abc+'])(
    'reads %s as a scan',
    (path) => {
      expect(isScanPath(path)).toBe(true);
    },
  );

  it.each(['/', '/s', '/S/abc', '/api/s/abc', '/sx/abc', '/%2Fs'])('reads %s as another page', (path) => {
    expect(isScanPath(path)).toBe(false);
  });
});

describe('ownOrigins', () => {
  it('counts both schemes behind the default port, and only the given one on another port', () => {
    expect(ownOrigins('https://LiveQR.example/')).toEqual(['http://liveqr.example:80', 'https://liveqr.example:443']);
    expect(ownOrigins('http://localhost:3000')).toEqual(['http://localhost:3000']);
  });
});

describe('checkUrl with the destination policy', () => {
  it.each([
    ['http://127.0.0.1:8080/admin', 'Links to private, local or internal addresses are not allowed', 'not_public'],
    ['https://liveqr.example/s/abc', 'A QR code cannot lead to another LiveQR short link', 'own_short_link'],
    ['https://evil.example', 'This site is on our list of harmful sites', 'blocklisted'],
  ])('refuses %s with a message of its own', (url, message, refusal) => {
    expect(checkUrl(url, 'URL', SERVER)).toEqual({ ok: false, message, refusal });
  });

  it('refuses credentials even without a context', () => {
    expect(checkUrl('https://user:secret@example.com/')).toEqual({
      ok: false,
      message: 'Links with a user name or password are not allowed',
      refusal: 'credentials',
    });
  });

  it('leaves where a URL leads to the server when no context is given (the creator)', () => {
    expect(checkUrl('http://127.0.0.1/')).toEqual({ ok: true, url: 'http://127.0.0.1/' });
  });

  it('stores an IDN destination in Unicode', () => {
    expect(checkUrl('bücher.example/straße', 'URL', SERVER)).toEqual({
      ok: true,
      url: 'https://bücher.example/stra%C3%9Fe',
    });
  });
});

function fail(url: string): never {
  throw new Error(`${url} did not parse`);
}
