import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import {
  CONTENT_MESSAGES,
  type DestinationContext,
  destinationRefusal,
  isPublicAddress,
  isPublicHost,
  MAX_DESTINATION_HOSTS,
  ownOrigins,
  type ParsedDestination,
  parseDestination,
  type QrContent,
  type QrTypeId,
} from '@liveqr/qr-content';
import type { DestinationProblem } from '@liveqr/shared/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { checkedContent } from '../domain/qr-code-rules';
import { DestinationBlocklist } from '../infrastructure/destinations/destination-blocklist';
import { HostResolver } from '../infrastructure/destinations/host-resolver';

/**
 * The destination policy as the server applies it: qr-content's rules with this server's own
 * hosts and blocklist and, when a code is saved, what each destination's name resolves to (a
 * public-looking name pointing at 127.0.0.1 is refused too). Scans use `verdict`, in memory only.
 */
@Injectable()
export class DestinationGuard {
  readonly context: DestinationContext;
  /** The hosts of our origins, whatever the port: never a webhook's target, never looked up. */
  private readonly ownHosts: readonly string[];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    blocklist: DestinationBlocklist,
    private readonly resolver: HostResolver,
  ) {
    this.context = { ownOrigins: ownOrigins(config.publicUrl), isBlocklisted: (host) => blocklist.has(host) };
    this.ownHosts = [new URL(config.publicUrl).hostname.toLowerCase()];
  }

  /** Validated content whose every destination passes the policy, DNS included. */
  async checkedContent(type: QrTypeId, raw: unknown): Promise<QrContent> {
    const { content, destinations } = checkedContent(type, raw, this.context);
    await this.assertResolvesPublicly(destinations);
    return content;
  }

  /**
   * Refuses when a destination's name resolves to an address that is not public, naming the field of
   * the first such destination (when known); unresolved names pass. Each host is looked up once, and
   * the hosts are counted before the first lookup: more than MAX_DESTINATION_HOSTS are refused.
   */
  async assertResolvesPublicly(destinations: ReadonlyArray<{ url: string; field?: string }>): Promise<void> {
    const hosts = destinations.map(({ url }) => {
      const destination = parseDestination(url);
      return destination && this.needsLookup(destination) ? destination.asciiHost : undefined;
    });
    const distinct = [...new Set(hosts.filter((host) => host !== undefined))];
    if (distinct.length > MAX_DESTINATION_HOSTS) {
      const beyond = destinations[hosts.indexOf(distinct[MAX_DESTINATION_HOSTS])];
      throw new QrCatalogException(QrCatalogErrorCode.InvalidContent, CONTENT_MESSAGES.tooManyHosts, fieldOf(beyond));
    }
    const lookups = new Map(
      distinct.map((host) => [
        host,
        this.resolver.addresses(host).then((addresses) => addresses.every((address) => isPublicAddress(address))),
      ]),
    );
    const verdicts = await Promise.all(hosts.map((host) => (host === undefined ? true : lookups.get(host))));
    const refused = destinations.find((_, index) => !verdicts[index]);
    if (refused) throw new QrCatalogException(QrCatalogErrorCode.DestinationNotPublic, undefined, fieldOf(refused));
  }

  /**
   * The policy for a URL that is not a code's (a webhook's), as a problem rather than an error: a
   * machine-to-machine target must be public, so this server's own hosts are refused too.
   */
  async problemOf(url: string): Promise<DestinationProblem | null> {
    const destination = parseDestination(url);
    if (!destination) return 'invalid';
    if (this.isOwnHost(destination.asciiHost)) return 'not_allowed';
    const refusal = destinationRefusal(destination, this.context);
    if (refusal === 'blocklisted' || refusal === 'not_public') return refusal;
    if (refusal) return 'not_allowed';
    try {
      await this.assertResolvesPublicly([{ url }]);
      return null;
    } catch {
      return 'not_public';
    }
  }

  /** The scan-time part: the same rules on a stored URL, with no I/O. */
  verdict(
    url: string,
  ): { ok: true; destination: ParsedDestination } | { ok: false; blocklisted: boolean; host: string } {
    const destination = parseDestination(url);
    if (!destination) return { ok: false, blocklisted: false, host: '' };
    const refusal = destinationRefusal(destination, this.context);
    return refusal
      ? { ok: false, blocklisted: refusal === 'blocklisted', host: destination.host }
      : { ok: true, destination };
  }

  private isOwnHost(asciiHost: string): boolean {
    return this.ownHosts.includes(asciiHost.replace(/\.$/, ''));
  }

  /** Our own hosts and IP literals need no lookup: the first are ours, the second were judged as they are. */
  private needsLookup({ asciiHost }: ParsedDestination): boolean {
    return !this.isOwnHost(asciiHost) && isPublicHost(asciiHost) && !/^[\d.]+$|^\[/.test(asciiHost);
  }
}

/** The error body's `field` of a refused destination, when the request named where it was. */
function fieldOf({ field }: { field?: string }): { field?: string } {
  return field === undefined ? {} : { field };
}
