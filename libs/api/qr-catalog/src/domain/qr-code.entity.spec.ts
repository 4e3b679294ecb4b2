import { DEFAULT_CUSTOMIZATION } from '@liveqr/qr-render';
import { QrCode, type NewQrCode } from './qr-code.entity';

const PUBLIC_URL = 'https://liveqr.test';
const ID = '7d3f2c1e-5b8a-4c6d-9e0f-1a2b3c4d5e6f';

function aNewCode(overrides: Partial<NewQrCode> = {}): NewQrCode {
  return {
    id: ID,
    ownerId: 'owner-1',
    slug: 'k7Fq2xMz',
    type: 'website',
    content: { url: 'https://example.com' },
    customization: { ...DEFAULT_CUSTOMIZATION },
    ...overrides,
  };
}

describe('QrCode', () => {
  it('starts dynamic, active, tracked, with no scans and the image URL of its id', () => {
    const now = new Date('2026-11-21T13:00:00Z');
    const code = QrCode.create(aNewCode(), now);
    expect(code).toMatchObject({
      userId: 'owner-1',
      isDynamic: true,
      isActive: true,
      isTracked: true,
      scanCount: 0,
      uniqueScanCount: 0,
      folderId: null,
      qrImageUrl: `/api/qr-codes/${ID}/image`,
      createdAt: now,
      updatedAt: now,
    });
  });

  it.each([undefined, '', '   '])("names a code '{type} QR Code' when the name is %j", (name) => {
    expect(QrCode.create(aNewCode({ name })).name).toBe('Website QR Code');
    expect(QrCode.create(aNewCode({ name, type: 'links', content: { links: [] } })).name).toBe('List of Links QR Code');
  });

  it('keeps a given name, trimmed', () => {
    expect(QrCode.create(aNewCode({ name: '  Lunch  ' })).name).toBe('Lunch');
  });

  it('never tracks wifi, even when asked to', () => {
    const wifi = QrCode.create(
      aNewCode({ type: 'wifi', content: { ssid: 'Home', password: 'secret', encryption: 'WPA' }, tracked: true }),
    );
    expect(wifi.isTracked).toBe(false);
    wifi.edit({ tracked: true });
    expect(wifi.isTracked).toBe(false);
    expect(wifi.payload(PUBLIC_URL)).toBe('WIFI:T:WPA;S:Home;P:secret;;');
  });

  it('encodes the scan redirect when tracked and the content when not', () => {
    const tracked = QrCode.create(aNewCode());
    expect(tracked.payload(PUBLIC_URL)).toBe(`${PUBLIC_URL}/s/k7Fq2xMz`);
    const untracked = QrCode.create(aNewCode({ tracked: false }));
    expect(untracked.payload(PUBLIC_URL)).toBe('https://example.com');
  });

  it("encodes a page type's public page with the code's id", () => {
    const links = QrCode.create(
      aNewCode({ type: 'links', content: { links: [{ title: 'a', url: 'https://a.example' }] }, tracked: false }),
    );
    expect(links.payload(`${PUBLIC_URL}/`)).toBe(`${PUBLIC_URL}/links/${ID}`);
  });

  it('keeps the slug and so the printed payload when a tracked code is edited', () => {
    const code = QrCode.create(aNewCode());
    const before = code.payload(PUBLIC_URL);
    const later = new Date('2026-12-01T00:00:00Z');
    code.edit({ name: 'New', content: { url: 'https://other.example' } }, later);
    expect(code).toMatchObject({
      name: 'New',
      slug: 'k7Fq2xMz',
      content: { url: 'https://other.example' },
      updatedAt: later,
    });
    expect(code.payload(PUBLIC_URL)).toBe(before);
  });

  it('leaves fields that an edit does not name as they were', () => {
    const code = QrCode.create(aNewCode({ name: 'Kept' }));
    code.edit({ tracked: false });
    expect(code).toMatchObject({ name: 'Kept', isTracked: false, content: { url: 'https://example.com' } });
  });

  it('toggles active and back', () => {
    const code = QrCode.create(aNewCode());
    code.toggleActive();
    expect(code.isActive).toBe(false);
    code.toggleActive();
    expect(code.isActive).toBe(true);
  });

  describe('publicAccess: what a visitor outside the scan gets, by the scan’s rules', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const withRules = (rules: Parameters<typeof QrCode.create>[0]['rules'], change?: (code: QrCode) => void) => {
      const code = QrCode.create(aNewCode({ rules }), new Date('2026-11-01T00:00:00Z'));
      change?.(code);
      return code;
    };

    it('opens a code without rules, and refuses an inactive or suspended one whatever the pass', () => {
      expect(withRules(undefined).publicAccess(false, now)).toBe('open');
      expect(withRules(undefined, (code) => code.toggleActive(now)).publicAccess(true, now)).toBe('inactive');
      expect(withRules(undefined, (code) => code.suspend(true, now)).publicAccess(true, now)).toBe('inactive');
    });

    it('expires at the date, pass or not', () => {
      const code = withRules({ expiry: { at: '2026-11-28T12:00:00.000Z' } });
      expect(code.publicAccess(true, now)).toBe('expired');
      expect(code.publicAccess(false, new Date('2026-11-28T11:59:59Z'))).toBe('open');
    });

    it('asks for the password until the visitor holds the pass', () => {
      const code = withRules({ passwordHash: 'argon2-hash' });
      expect(code.publicAccess(false, now)).toBe('password');
      expect(code.publicAccess(true, now)).toBe('open');
    });

    it('is expired once the counter reaches the limit, except for a visitor the scan let through', () => {
      const code = withRules({ expiry: { scanLimit: 2 } }, (code) => (code.limitedScanCount = 1));
      expect(code.publicAccess(false, now)).toBe('open');
      code.limitedScanCount = 2;
      expect(code.publicAccess(false, now)).toBe('expired');
      expect(code.publicAccess(true, now)).toBe('open');
    });

    it('asks for the password before telling a stranger the code is out of scans, as the scan does', () => {
      const code = withRules({ passwordHash: 'argon2-hash', expiry: { scanLimit: 1 } }, (code) => {
        code.limitedScanCount = 1;
      });
      expect(code.publicAccess(false, now)).toBe('password');
    });
  });
});
