import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import * as ipaddr from 'ipaddr.js';

/** TRUST_PROXY: nobody, the number of proxies in front of the app, or their addresses/CIDRs. */
export type TrustProxy = false | number | readonly string[];

/** Whether X-Forwarded-For is believed from `address`, `hop` steps from the app (0: the socket's peer). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy` and proxy-addr take it. A hop count is a function here:
 * Fastify 5 trusts nobody for a bare number. Either way the client is the right-most address of
 * X-Forwarded-For that is not trusted, never one a client wrote further left.
 */
export function proxyTrustOf(trustProxy: TrustProxy): ProxyTrust | false {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile([...trustProxy]);
}

/** The client's address from Node's own request, exactly as Fastify's `request.ip` gives it with the same trust. */
export function clientAddressOf(trust: ProxyTrust | false): (request: IncomingMessage) => string {
  return trust ? (request) => proxyAddr(request, trust) : (request) => request.socket.remoteAddress ?? '';
}

/**
 * What per-address limits count a client by: an IPv4 address (also written IPv4-mapped,
 * `::ffff:1.2.3.4`), or the /64 of an IPv6 address, since one subscriber usually holds a whole /64
 * and could otherwise take a fresh address for every attempt.
 */
export function clientNetworkOf(ip: string): string {
  if (!isIP(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const { parts } = address as ipaddr.IPv6;
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
