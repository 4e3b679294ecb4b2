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

/** What the server knows and a pure function cannot: where it answers and the current blocklist. */
export interface DestinationContext {
  /**
   * Origins LiveQR answers scans on, as `ownOrigins` writes them: a scan path there would loop;
   * other paths (uploads) are ours.
   */
  ownOrigins: readonly string[];
  /** True when this ASCII host, or a domain it belongs to, is blocklisted. */
  isBlocklisted?: (asciiHost: string) => boolean;
}

/** A checked destination and where the request gave it (`content.links[2].url`, see `fieldPath`). */
export interface DestinationAt {
  /** As stored: normalised by `checkUrl`. */
  url: string;
  field: string;
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
  /** Scheme, host (ASCII, no trailing dot) and port, the default one written out: `https://example.com:443`. */
  origin: string;
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
/** The WHATWG parser leaves a scheme's default port out; origins write it. */
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };
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
    origin: `${parsed.protocol}//${withoutTrailingDot(asciiHost)}:${parsed.port || DEFAULT_PORTS[parsed.protocol]}`,
    path: parsed.pathname,
    hasCredentials: parsed.username !== '' || parsed.password !== '',
  };
}

/**
 * The origins a server whose PUBLIC_URL this is answers on. Behind the default port both schemes
 * count: a deployment on https sends http to https, so an http link to a scan path loops too.
 */
export function ownOrigins(publicUrl: string): string[] {
  const own = parseDestination(publicUrl);
  if (!own) return [];
  const { origin, asciiHost } = own;
  const host = withoutTrailingDot(asciiHost);
  const byDefault = [`http://${host}:80`, `https://${host}:443`];
  return byDefault.includes(origin) ? byDefault : [origin];
}

/**
 * True for a path our router answers as a scan or a preview (`/s/{slug}`, `/s/{slug}+`), however
 * it is written: escapes are decoded until none is left (`%2573` is `%73` is `s`), backslashes
 * read as slashes, runs of slashes collapsed and dot segments resolved, as a server or a browser
 * on the way might. The router tells `/s/` from `/S/` (its paths are case-sensitive), and so does this.
 */
export function isScanPath(path: string): boolean {
  let current = path;
  for (;;) {
    const next = withoutDotSegments(
      current
        // Only ASCII escapes can spell a slash, a dot or a letter.
        .replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\\/g, '/')
        .replace(/\/{2,}/g, '/'),
    );
    if (next === current) return current.startsWith('/s/');
    current = next;
  }
}

/**
 * The policy for one parsed destination: credentials, then our own scan paths (loops), then
 * addresses that are not on the public internet, then the blocklist. Undefined means allowed.
 * DNS is not asked here: the API's adapter checks what a name resolves to when a code is saved.
 */
export function destinationRefusal(
  destination: ParsedDestination,
  context: DestinationContext,
): DestinationRefusal | undefined {
  if (destination.hasCredentials) return 'credentials';
  if (context.ownOrigins.includes(destination.origin))
    return isScanPath(destination.path) ? 'own_short_link' : undefined;
  const host = withoutTrailingDot(destination.asciiHost);
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

/** RFC 3986's remove_dot_segments; a path is always absolute here. */
function withoutDotSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    if (segment === '..') kept.pop();
    if (segment === '.' || segment === '..') {
      if (index === segments.length - 1) kept.push('');
    } else kept.push(segment);
  });
  return `/${kept.join('/')}`;
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
