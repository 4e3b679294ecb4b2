import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { parse } from 'tldts';

/** Why a hostname cannot be a custom domain. */
export type HostnameRefusal = 'invalid' | 'wildcard' | 'ip' | 'own' | 'public_suffix';

export type CheckedHostname =
  | {
      ok: true;
      hostname: string;
      /** The registrable domain itself (brand.com), not a subdomain of it. */ apex: boolean;
    }
  | { ok: false; refusal: HostnameRefusal };

/** A DNS name's limits: 253 characters, labels of 1 to 63 letters, digits and inner hyphens. */
const MAX_HOSTNAME_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const TLD_OPTIONS = { allowPrivateDomains: true } as const;

/**
 * The one home of the hostname rules: lower case, Unicode to punycode, no trailing dot; refused
 * when it is a wildcard, an IP address (shorthands such as `127.1` included), one of our own hosts
 * or under them, a public suffix (`co.uk`, `github.io`), or not a DNS name of two labels or more.
 */
export function checkHostname(raw: string, ownHosts: readonly string[]): CheckedHostname {
  const trimmed = raw.trim().replace(/\.$/, '');
  if (trimmed.includes('*')) return { ok: false, refusal: 'wildcard' };
  if (isIP(trimmed) || isIP(trimmed.replace(/^\[(.*)\]$/, '$1'))) return { ok: false, refusal: 'ip' };
  // Only a name: the host parser below would drop a path or port and keep the rest.
  if (/[^-.0-9a-z\u0080-\u{10ffff}]/iu.test(trimmed)) return { ok: false, refusal: 'invalid' };
  // The WHATWG host parser: lower case, IDNA to punycode, IPv4 shorthands written out in full.
  const hostname = domainToASCII(trimmed);
  if (isIP(hostname)) return { ok: false, refusal: 'ip' };
  const labels = hostname.split('.');
  if (
    hostname === '' ||
    hostname.length > MAX_HOSTNAME_LENGTH ||
    labels.length < 2 ||
    !labels.every((label) => LABEL.test(label)) ||
    // A last label of digits only is read as an IPv4 address by browsers.
    /^\d+$/.test(labels.at(-1) ?? '')
  ) {
    return { ok: false, refusal: 'invalid' };
  }
  if (ownHosts.some((own) => hostname === own || hostname.endsWith(`.${own}`))) return { ok: false, refusal: 'own' };
  const { domain, publicSuffix } = parse(hostname, TLD_OPTIONS);
  if (!domain || hostname === publicSuffix) return { ok: false, refusal: 'public_suffix' };
  return { ok: true, hostname, apex: hostname === domain };
}

/** The registrable domain of a checked hostname (`brand.co.uk` for `qr.brand.co.uk`). */
export function registrableDomain(hostname: string): string {
  return parse(hostname, TLD_OPTIONS).domain ?? hostname;
}
