import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';

/** A verified, enabled custom domain: where a request for its hostname belongs. */
export interface CustomHost {
  workspaceId: string;
  domainId: string;
  /** Where the domain's `/` goes; null: a white-label page. */
  rootUrl: string | null;
  /** Where an unknown slug on the domain goes; null: a white-label 404. */
  notFoundUrl: string | null;
}

/** What the domains context keeps in memory, current on every replica: read per request, never the database. */
export interface CustomHostDirectory {
  /** The verified, enabled domain of a normalised hostname. */
  find(hostname: string): CustomHost | undefined;
  /** False once a domain that codes may use was disabled or removed: its codes answer "no longer available". */
  isLive(domainId: string): boolean;
}

/**
 * Which host a request came in on: LiveQR's own (PUBLIC_URL's host, localhost, an IP address: any
 * workspace's code), a workspace's verified custom domain (its codes only), or any other name,
 * which is nobody's now (a domain not verified, disabled or removed, a spoofed Host).
 */
export type RequestHost =
  { kind: 'own' } | { kind: 'custom'; host: CustomHost; hostname: string } | { kind: 'foreign'; hostname: string };

const OWN: RequestHost = { kind: 'own' };

/** Until the domains context serves its directory (or in a server without it): no custom domain, every domain live. */
const NO_DIRECTORY: CustomHostDirectory = { find: () => undefined, isLive: () => true };

/**
 * The door between the scan path (scan-analytics) and the custom domains (domains), which may not
 * import each other: domains serves its in-memory directory here at start, the scan route reads it.
 */
@Injectable()
export class CustomHosts {
  private directory = NO_DIRECTORY;
  /** The Host header that names PUBLIC_URL exactly: nearly every request on the app's own host, told apart without parsing. */
  private readonly publicHostHeader: string;
  private readonly publicHostname: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const publicUrl = new URL(config.publicUrl);
    this.publicHostHeader = publicUrl.host;
    this.publicHostname = publicUrl.hostname.toLowerCase();
  }

  serve(directory: CustomHostDirectory): void {
    this.directory = directory;
  }

  /** The host of a request, from its Host header: one comparison for the app's host, else one Map lookup. */
  of(hostHeader: string | undefined): RequestHost {
    if (hostHeader === undefined || hostHeader === this.publicHostHeader) return OWN;
    const hostname = hostnameOf(hostHeader);
    if (hostname === '' || hostname === this.publicHostname || hostname === 'localhost' || isIP(hostname) !== 0) {
      return OWN;
    }
    const host = this.directory.find(hostname);
    return host ? { kind: 'custom', host, hostname } : { kind: 'foreign', hostname };
  }

  isLive(domainId: string): boolean {
    return this.directory.isLive(domainId);
  }
}

/** A Host header's name: lower case, without its port, its trailing dot or an IPv6 literal's brackets. */
export function hostnameOf(hostHeader: string): string {
  let name = hostHeader.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(1, name.indexOf(']') === -1 ? undefined : name.indexOf(']'));
  const colon = name.lastIndexOf(':');
  if (colon !== -1) name = name.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}
