import * as ipaddr from 'ipaddr.js';
import { toUnicode } from 'punycode/';

/**
 * Destination policy: where a code may send a scanner. Pure, so the creator, the API (create,
 * edit, Add Link) and the scan path apply the same rules; the API's adapter adds what needs I/O
 * (DNS answers, the blocklist files) through `DestinationContext`.
 */

/** Why a well-formed http(s) URL is refused; the API turns each into an error code of its own. */
export const DESTINATION_REFUSALS = ['credentials', 'not_public', 'own_short_link', 'blocklisted'] as const;
export type DestinationRefusal = (typeof DESTINATION_REFUSALS)[number];

export const DESTINATION_MESSAGES: { readonly [R in DestinationRefusal]: string } = {
  credentials: 'Links with a user name or password are not allowed',
  not_public: 'Links to private, local or internal addresses are not allowed',
  own_short_link: 'A QR code cannot lead to another LiveQR short link',
  blocklisted: 'This site is on our list of harmful sites',
};

/** What the server knows and a pure function cannot: its own hosts and the current blocklist. */
export interface DestinationContext {
  /** Hosts LiveQR answers on (PUBLIC_URL's, ASCII): a /s/ link there would loop; other paths (uploads) are ours. */
  ownHosts: readonly string[];
  /** True when this ASCII host, or a domain it belongs to, is blocklisted. */
  isBlocklisted?: (asciiHost: string) => boolean;
}

/** A destination as parsed by the WHATWG URL rules. */
export interface ParsedDestination {
  /** How it is stored and shown: the host in Unicode, the rest percent-encoded. */
  url: string;
  /** What is sent (the Location header, an untracked code's payload): ASCII only, the host in punycode, as typed otherwise (no '/' added). */
  href: string;
  /** The host as shown, in Unicode. */
  host: string;
  /** The host as resolved and compared, ASCII and lowercase. */
  asciiHost: string;
  path: string;
  hasCredentials: boolean;
}

/** The WHATWG URL parser, built into every runtime qr-content runs in; typed here because the library has no DOM or Node typings. */
interface WhatwgUrl {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => WhatwgUrl }).URL;

/** Names that never lead to the public internet (RFC 6761, RFC 6762, RFC 8375 and common private suffixes). */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa', 'intranet', 'lan'];
/** True for 'https://host' or 'https://host?q': the user typed no path, so none is added. */
const NO_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(?:[?#]|$)/i;

/** Parses an absolute http(s) URL; undefined when the WHATWG parser refuses it. */
export function parseDestination(value: string): ParsedDestination | undefined {
  let parsed: WhatwgUrl;
  try {
    parsed = new WhatwgUrl(value);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const asciiHost = parsed.hostname.toLowerCase();
  const host = unicodeHost(asciiHost);
  const path = parsed.pathname === '/' && NO_PATH.test(value) ? '' : parsed.pathname;
  const port = parsed.port === '' ? '' : `:${parsed.port}`;
  const rest = `${port}${path}${parsed.search}${parsed.hash}`;
  return {
    url: `${parsed.protocol}//${host}${rest}`,
    href: `${parsed.protocol}//${asciiHost}${rest}`,
    host,
    asciiHost,
    path: parsed.pathname,
    hasCredentials: parsed.username !== '' || parsed.password !== '',
  };
}

/**
 * The policy for one parsed destination: credentials, then our own short links (loops), then
 * addresses that are not on the public internet, then the blocklist. Undefined means allowed.
 * DNS is not asked here: the API's adapter checks what a name resolves to when a code is saved.
 */
export function destinationRefusal(
  destination: ParsedDestination,
  context: DestinationContext,
): DestinationRefusal | undefined {
  if (destination.hasCredentials) return 'credentials';
  const host = withoutTrailingDot(destination.asciiHost);
  if (context.ownHosts.includes(host)) return destination.path.startsWith('/s/') ? 'own_short_link' : undefined;
  if (!isPublicHost(host)) return 'not_public';
  if (context.isBlocklisted?.(host)) return 'blocklisted';
  return undefined;
}

/**
 * True for a host that may be on the public internet: a domain name with a dot, outside the
 * private suffixes, or a unicast IP address. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254), CGNAT, multicast, reserved and unique-local addresses are not.
 */
export function isPublicHost(asciiHost: string): boolean {
  const host = withoutTrailingDot(asciiHost.toLowerCase());
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (ipaddr.isValid(literal)) return isPublicAddress(literal);
  if (!host.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** True for a unicast address; an IPv4-mapped IPv6 address is judged as its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** 'example.com.' and 'example.com' are the same host. */
function withoutTrailingDot(host: string): string {
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** 'xn--bcher-kva.example' -> 'bücher.example'; a label that is not valid punycode stays as it is. */
function unicodeHost(asciiHost: string): string {
  if (!asciiHost.includes('xn--')) return asciiHost;
  return asciiHost
    .split('.')
    .map((label) => {
      try {
        return toUnicode(label);
      } catch {
        return label;
      }
    })
    .join('.');
}

/** The ASCII form of a stored destination, for a Location header or a payload; undefined when it is not an http(s) URL. */
export function destinationHref(url: string): string | undefined {
  return parseDestination(url)?.href;
}
