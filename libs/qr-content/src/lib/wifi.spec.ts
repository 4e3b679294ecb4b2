import { buildWifiPayload, escapeWifi } from './wifi';

describe('buildWifiPayload', () => {
  it('encodes a WPA network', () => {
    expect(buildWifiPayload({ ssid: 'Home', password: 'secret123', encryption: 'WPA' })).toBe(
      'WIFI:T:WPA;S:Home;P:secret123;;',
    );
  });

  it('encodes a WEP network', () => {
    expect(buildWifiPayload({ ssid: 'Old', password: 'abcde', encryption: 'WEP' })).toBe('WIFI:T:WEP;S:Old;P:abcde;;');
  });

  it('leaves the password out of an open network', () => {
    expect(buildWifiPayload({ ssid: 'Cafe', password: '', encryption: 'nopass' })).toBe('WIFI:T:nopass;S:Cafe;;');
  });

  it('backslash-escapes \\ ; , : and " in network name and password', () => {
    expect(buildWifiPayload({ ssid: 'a;b,c:d"e\\f', password: 'p;w:"\\', encryption: 'WPA' })).toBe(
      'WIFI:T:WPA;S:a\\;b\\,c\\:d\\"e\\\\f;P:p\\;w\\:\\"\\\\;;',
    );
  });

  it('keeps spaces and non-ASCII characters as they are', () => {
    expect(escapeWifi(' Café Wi-Fi ')).toBe(' Café Wi-Fi ');
  });
});
