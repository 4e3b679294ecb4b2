import type { IncomingMessage } from 'node:http';
import { clientAddressOf, clientNetworkOf, proxyTrustOf, type TrustProxy } from './client-address';

/** A request from `peer` whose X-Forwarded-For reads `forwardedFor` (a client's claim, then each proxy's). */
const requestFrom = (peer: string, forwardedFor?: string) =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

const clientOf = (trustProxy: TrustProxy, request: IncomingMessage) =>
  clientAddressOf(proxyTrustOf(trustProxy))(request);

describe('clientAddressOf', () => {
  // A client at 203.0.113.9 that wrote 6.6.6.6 itself, through a proxy at 10.0.0.2 that added what it saw.
  const proxied = requestFrom('10.0.0.2', '6.6.6.6, 203.0.113.9');

  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientOf(false, proxied)).toBe('10.0.0.2');
  });

  it('takes the address the trusted hops saw, never one further left that the client wrote', () => {
    expect(clientOf(1, proxied)).toBe('203.0.113.9');
    expect(clientOf(1, requestFrom('10.0.0.2', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientOf(1, requestFrom('10.0.0.2'))).toBe('10.0.0.2');
  });

  it('believes X-Forwarded-For only from the proxies named', () => {
    expect(clientOf(['10.0.0.0/8'], proxied)).toBe('203.0.113.9');
    expect(clientOf(['10.0.0.0/8', '203.0.113.9'], proxied)).toBe('6.6.6.6');
    // A client reaching the app past the proxy: its own claim counts for nothing.
    expect(clientOf(['10.0.0.0/8'], requestFrom('198.51.100.20', '6.6.6.6'))).toBe('198.51.100.20');
  });
});

describe('clientNetworkOf', () => {
  it('puts two IPv6 addresses of one /64 in one bucket', () => {
    expect(clientNetworkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(clientNetworkOf('2001:db8:1:2::1'));
    expect(clientNetworkOf('2001:DB8:1:2:0:0:0:1')).toBe(clientNetworkOf('2001:db8:1:2::1'));
  });

  it('keeps IPv6 addresses of different /64s apart', () => {
    expect(clientNetworkOf('2001:db8:1:3::1')).not.toBe(clientNetworkOf('2001:db8:1:2::1'));
    expect(clientNetworkOf('2001:db8:2:2::1')).not.toBe(clientNetworkOf('2001:db8:1:2::1'));
  });

  it('counts an IPv4 address by itself, also when written IPv4-mapped', () => {
    expect(clientNetworkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetworkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetworkOf('203.0.113.10')).not.toBe(clientNetworkOf('203.0.113.9'));
  });
});
