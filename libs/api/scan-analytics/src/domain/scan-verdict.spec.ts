import { type CachedScanTarget, scanVerdict, targetAt, WITHDRAWN } from './scan-verdict';

const target = (changes: Partial<CachedScanTarget> = {}): CachedScanTarget => ({
  qrCodeId: 'c1',
  ownerId: 'o1',
  domainId: null,
  domainHostname: null,
  active: true,
  suspended: false,
  tracked: true,
  reported: false,
  rules: null,
  destination: { kind: 'redirect', url: 'https://xn--bcher-kva.example/', host: 'bücher.example' },
  ...changes,
});

describe('scanVerdict', () => {
  it('sends the scanner on, with the host as people read it', () => {
    expect(scanVerdict(target())).toEqual({
      kind: 'go',
      qrCodeId: 'c1',
      location: 'https://xn--bcher-kva.example/',
      host: 'bücher.example',
      tracked: true,
      reported: false,
    });
  });

  it('puts an operator’s suspension before the owner’s switch, and both before the destination', () => {
    expect(scanVerdict(target({ suspended: true, active: false })).kind).toBe('suspended');
    expect(scanVerdict(target({ active: false })).kind).toBe('inactive');
    expect(scanVerdict(null).kind).toBe('not-found');
  });

  it('warns about a refused destination and says so for a reported one', () => {
    expect(
      scanVerdict(target({ destination: { kind: 'refused', reason: 'blocklisted', host: 'evil.example' } })),
    ).toEqual({
      kind: 'refused',
      reason: 'blocklisted',
      host: 'evil.example',
      qrCodeId: 'c1',
    });
    expect(scanVerdict(target({ reported: true }))).toMatchObject({ kind: 'go', reported: true });
    expect(scanVerdict(target({ destination: { kind: 'page', path: '/vcard/c1' } }))).toMatchObject({
      location: '/vcard/c1',
      host: null,
    });
  });
});

describe('targetAt', () => {
  const live =
    (...ids: string[]) =>
    (domainId: string) =>
      ids.includes(domainId);

  it('answers every workspace’s code on LiveQR’s own host, and only the domain’s workspace’s on a custom domain', () => {
    expect(targetAt(target(), null, live())).toEqual(target());
    expect(targetAt(target(), { workspaceId: 'o1' }, live())).toEqual(target());
    expect(targetAt(target(), { workspaceId: 'o2' }, live())).toBeNull();
    expect(targetAt(null, { workspaceId: 'o1' }, live())).toBeNull();
  });

  it('withdraws a code whose domain is no longer live, on any host, and never shows it to another workspace', () => {
    const onDomain = target({ domainId: 'd1', domainHostname: 'qr.brand.test' });
    expect(targetAt(onDomain, null, live('d1'))).toEqual(onDomain);
    expect(targetAt(onDomain, null, live())).toBe(WITHDRAWN);
    expect(targetAt(onDomain, { workspaceId: 'o1' }, live())).toBe(WITHDRAWN);
    expect(targetAt(onDomain, { workspaceId: 'o2' }, live())).toBeNull();
    expect(scanVerdict(WITHDRAWN)).toEqual({ kind: 'withdrawn' });
  });

  it('answers no code on a name that is nobody’s, but tells those printed with it that they are withdrawn', () => {
    const onDomain = target({ domainId: 'd1', domainHostname: 'qr.brand.test' });
    expect(targetAt(target(), { retiredHostname: 'qr.brand.test' }, live())).toBeNull();
    expect(targetAt(onDomain, { retiredHostname: 'qr.brand.test' }, live('d1'))).toBeNull();
    expect(targetAt(onDomain, { retiredHostname: 'qr.brand.test' }, live())).toBe(WITHDRAWN);
    expect(targetAt(onDomain, { retiredHostname: 'qr.other.test' }, live())).toBeNull();
  });
});
