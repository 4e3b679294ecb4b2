import { checkHostname, registrableDomain } from './hostname';

const OWN = ['liveqr.example', 'domains.liveqr.example'];
const check = (raw: string) => checkHostname(raw, OWN);

describe('checkHostname', () => {
  it.each([
    ['QR.Brand.COM', 'qr.brand.com', false],
    ['qr.brand.com.', 'qr.brand.com', false],
    ['  qr.brand.com  ', 'qr.brand.com', false],
    ['Bücher.Example', 'xn--bcher-kva.example', true],
    ['qr.bücher.de', 'qr.xn--bcher-kva.de', false],
    ['brand.co.uk', 'brand.co.uk', true],
    ['qr.brand.co.uk', 'qr.brand.co.uk', false],
    ['shop.github.io', 'shop.github.io', true],
  ])('takes %j as %j (apex: %j)', (raw, hostname, apex) => {
    expect(check(raw)).toEqual({ ok: true, hostname, apex });
  });

  it.each([
    ['*.brand.com', 'wildcard'],
    ['qr.*.brand.com', 'wildcard'],
    ['203.0.113.9', 'ip'],
    ['127.1', 'ip'],
    ['0x7f.0.0.1', 'ip'],
    ['2001:db8::1', 'ip'],
    ['[2001:db8::1]', 'ip'],
    ['liveqr.example', 'own'],
    ['LiveQR.example.', 'own'],
    ['x.domains.liveqr.example', 'own'],
    ['com', 'invalid'],
    ['localhost', 'invalid'],
    ['co.uk', 'public_suffix'],
    ['github.io', 'public_suffix'],
    ['', 'invalid'],
    ['.', 'invalid'],
    ['qr..brand.com', 'invalid'],
    ['-qr.brand.com', 'invalid'],
    ['qr_.brand.com', 'invalid'],
    ['qr brand.com', 'invalid'],
    ['https://qr.brand.com', 'invalid'],
    ['qr.brand.com/path', 'invalid'],
    ['user@qr.brand.com', 'invalid'],
    ['qr.brand.com?x', 'invalid'],
    ['qr.brand.com:8443', 'invalid'],
    ['1.2.3.999', 'invalid'],
    [`${'a'.repeat(64)}.brand.com`, 'invalid'],
    [`${'abcdefghi.'.repeat(25)}brand.com`, 'invalid'],
  ])('refuses %j: %s', (raw, refusal) => {
    expect(check(raw)).toEqual({ ok: false, refusal });
  });

  it('refuses a host under one of ours but not a look-alike beside it', () => {
    expect(check('notliveqr.example')).toEqual({ ok: true, hostname: 'notliveqr.example', apex: true });
  });
});

describe('registrableDomain', () => {
  it('is the name under the public suffix', () => {
    expect(registrableDomain('a.b.brand.co.uk')).toBe('brand.co.uk');
    expect(registrableDomain('brand.com')).toBe('brand.com');
  });
});
