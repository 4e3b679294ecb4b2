import { checkUrl, isHttpUrl, normaliseUrl, withoutScheme } from './url';

describe('normaliseUrl', () => {
  it('prepends https:// to a URL without a scheme', () => {
    expect(normaliseUrl('example.com/menu')).toBe('https://example.com/menu');
  });

  it('keeps http:// and https:// URLs as typed, trimmed', () => {
    expect(normaliseUrl('  http://example.com ')).toBe('http://example.com');
    expect(normaliseUrl('HTTPS://Example.com/A')).toBe('HTTPS://Example.com/A');
  });

  it('reads a host and port as a host, not as a scheme', () => {
    expect(normaliseUrl('example.com:8080/menu')).toBe('https://example.com:8080/menu');
    expect(normaliseUrl('localhost:3000')).toBe('https://localhost:3000');
  });

  it('completes a protocol-relative URL with https:', () => {
    expect(normaliseUrl('//cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
  });

  it('keeps other schemes so that they can be refused', () => {
    expect(normaliseUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normaliseUrl('mailto:someone@example.com')).toBe('mailto:someone@example.com');
  });

  it('drops tabs and newlines the way browsers do, so they cannot hide a scheme', () => {
    expect(normaliseUrl('java\tscript:alert(1)')).toBe('javascript:alert(1)');
    expect(normaliseUrl('java\nscript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('encodes spaces inside the URL', () => {
    expect(normaliseUrl('example.com/my menu.pdf')).toBe('https://example.com/my%20menu.pdf');
  });

  it('is idempotent', () => {
    for (const raw of ['example.com/a b', 'http://x.org', '//a.b/c', 'javascript:x']) {
      expect(normaliseUrl(normaliseUrl(raw))).toBe(normaliseUrl(raw));
    }
  });

  it('leaves blank input empty', () => {
    expect(normaliseUrl('  \n ')).toBe('');
  });
});

describe('isHttpUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'https://sub.example.co.uk:8443/path',
    'https://bücher.de/',
    'https://[2001:db8::1]/x',
    'https://localhost:3000',
  ])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    'example.com',
    'https://',
    'https://user:pass@example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://-example.com',
    'https:\\\\example.com',
    'https://example.com/\u0000',
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('checkUrl', () => {
  it('returns the normalised URL', () => {
    expect(checkUrl('example.com')).toEqual({ ok: true, url: 'https://example.com' });
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'mailto:a@b.c',
    'ftp://example.com/file.pdf',
  ])('refuses %j with the http-only message', (raw) => {
    expect(checkUrl(raw)).toEqual({ ok: false, message: 'Only http:// and https:// links are allowed' });
  });

  it('names the field in the message for a malformed URL', () => {
    expect(checkUrl('https://', 'Menu URL')).toEqual({ ok: false, message: 'Menu URL is not a valid URL' });
  });

  it('refuses URLs longer than 2,048 characters', () => {
    expect(checkUrl(`https://example.com/${'a'.repeat(2048)}`, 'Website URL')).toEqual({
      ok: false,
      message: 'Website URL must be at most 2,048 characters',
    });
  });

  it.each(['https://example.com/a\u0000b', 'https://example.com/a\nSet-Cookie: x=1', 'https://exa\r\nmple.com/'])(
    'refuses %j, which hides a NUL or a line break',
    (raw) => {
      expect(checkUrl(raw, 'Website URL')).toEqual({
        ok: false,
        message: 'Website URL must not contain line breaks or control characters',
      });
    },
  );

  it('refuses an 8 KB URL', () => {
    expect(checkUrl(`https://example.com/?q=${'x'.repeat(8 * 1024)}`)).toEqual({
      ok: false,
      message: 'URL must be at most 2,048 characters',
    });
  });

  it('stores the host in lower case and the path percent-encoded', () => {
    expect(checkUrl('HTTPS://Example.COM/Ä b')).toEqual({ ok: true, url: 'https://example.com/%C3%84%20b' });
  });

  it('accepts an empty value, leaving "required" to the caller', () => {
    expect(checkUrl('')).toEqual({ ok: true, url: '' });
  });
});

describe('withoutScheme', () => {
  it('removes http:// or https://', () => {
    expect(withoutScheme('https://example.com/a')).toBe('example.com/a');
    expect(withoutScheme('http://example.com')).toBe('example.com');
  });
});
