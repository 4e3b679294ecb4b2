import { type CachedScanTarget, scanVerdict } from './scan-verdict';

const target = (changes: Partial<CachedScanTarget> = {}): CachedScanTarget => ({
  qrCodeId: 'c1',
  ownerId: 'o1',
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
