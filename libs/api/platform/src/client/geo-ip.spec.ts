import { GeoIp } from './geo-ip';

describe('GeoIp', () => {
  const geoIp = new GeoIp();

  it('locates a public IPv4 and IPv6 address', () => {
    expect(geoIp.locate('8.8.8.8')).toEqual({ country: 'US', city: expect.any(String) });
    expect(geoIp.locate('81.2.69.142').country).toBe('GB');
    expect(geoIp.locate('2001:4860:4860::8888').country).toMatch(/^[A-Z]{2}$/);
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(geoIp.locate('::ffff:8.8.8.8').country).toBe('US');
  });

  it.each(['10.0.0.1', '192.168.1.1', '127.0.0.1', '::1', 'fd00::1', '', 'not-an-ip', '999.1.1.1', '1.2.3.4.5'])(
    'has no location for %j',
    (ip) => {
      expect(geoIp.locate(ip)).toEqual({ country: null, city: null });
    },
  );
});
