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
});
