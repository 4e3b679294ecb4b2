import type { AppConfig } from '../config/app-config';
import { type CustomHost, CustomHosts, hostnameOf } from './custom-hosts';

const BRAND: CustomHost = { workspaceId: 'w1', domainId: 'd1', rootUrl: null, notFoundUrl: null };

function hosts(publicUrl = 'https://liveqr.example'): CustomHosts {
  const customHosts = new CustomHosts({ publicUrl } as AppConfig);
  customHosts.serve({
    find: (hostname) => (hostname === 'qr.brand.test' ? BRAND : undefined),
    isLive: (domainId) => domainId === 'd1',
  });
  return customHosts;
}

describe('hostnameOf', () => {
  it('lower-cases the Host header and drops its port, trailing dot and IPv6 brackets', () => {
    expect(hostnameOf('QR.Brand.TEST:8443')).toBe('qr.brand.test');
    expect(hostnameOf('qr.brand.test.')).toBe('qr.brand.test');
    expect(hostnameOf('[::1]:3000')).toBe('::1');
  });
});

describe('CustomHosts', () => {
  it('knows LiveQR’s own host by PUBLIC_URL, localhost and IP addresses, with any port or case', () => {
    const customHosts = hosts('http://localhost:3000');
    for (const own of [undefined, 'localhost:3000', 'LOCALHOST', '127.0.0.1:3000', '[::1]:3000', '10.0.0.5']) {
      expect(customHosts.of(own)).toEqual({ kind: 'own' });
    }
    expect(hosts().of('LiveQR.example:443')).toEqual({ kind: 'own' });
  });

  it('finds a verified custom domain by its normalised name, and calls any other name nobody’s', () => {
    const customHosts = hosts();
    expect(customHosts.of('QR.brand.test:443')).toEqual({ kind: 'custom', host: BRAND, hostname: 'qr.brand.test' });
    expect(customHosts.of('Unverified.brand.test')).toEqual({ kind: 'foreign', hostname: 'unverified.brand.test' });
    expect(customHosts.isLive('d1')).toBe(true);
    expect(customHosts.isLive('d2')).toBe(false);
  });

  it('has no custom domain, and withdraws none, until the domains context serves its directory', () => {
    const customHosts = new CustomHosts({ publicUrl: 'https://liveqr.example' } as AppConfig);
    expect(customHosts.of('qr.brand.test')).toEqual({ kind: 'foreign', hostname: 'qr.brand.test' });
    expect(customHosts.isLive('d1')).toBe(true);
  });
});
