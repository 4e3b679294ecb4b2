import { Resolver } from 'node:dns/promises';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';
import { type Answer, type CaaRecord, challengeName, type DnsAnswers } from '../domain/dns-check';
import { registrableDomain } from '../domain/hostname';

/** How long one query waits for a server, and how often it is sent: a check answers within seconds. */
const QUERY_TIMEOUT_MS = 2_000;
const QUERY_TRIES = 2;
/** The answers that say a name has no such record, as opposed to DNS failing to answer. */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * What DNS says about a hostname, asked with `node:dns` of the servers in DNS_SERVERS (the
 * system's when unset): never the operating system's cache, so "Check now" sees a new record.
 */
@Injectable()
export class DnsLookup {
  private readonly resolver = new Resolver({ timeout: QUERY_TIMEOUT_MS, tries: QUERY_TRIES });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.customDomains.dnsServers.length > 0) this.resolver.setServers(config.customDomains.dnsServers);
  }

  async answers(hostname: string): Promise<DnsAnswers> {
    const [txt, cname, a, aaaa, caa] = await Promise.all([
      this.ask(() => this.resolver.resolveTxt(challengeName(hostname))).then((records) =>
        records === 'failed' ? records : records.map((chunks) => chunks.join('')),
      ),
      this.ask(() => this.resolver.resolveCname(hostname)),
      this.ask(() => this.resolver.resolve4(hostname)),
      this.ask(() => this.resolver.resolve6(hostname)),
      this.caa(hostname),
    ]);
    return { txt, cname, a, aaaa, caa };
  }

  /** RFC 8659: the CAA set of the closest name that has one, from the hostname up to its registrable domain. */
  private async caa(hostname: string): Promise<Answer<CaaRecord>> {
    const top = registrableDomain(hostname);
    for (let name = hostname; ; name = name.slice(name.indexOf('.') + 1)) {
      const records = await this.ask(() => this.resolver.resolveCaa(name));
      if (records === 'failed' || records.length > 0 || name === top || !name.includes('.')) return records;
    }
  }

  private async ask<T>(query: () => Promise<T[]>): Promise<Answer<T>> {
    try {
      return await query();
    } catch (error) {
      return NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? '') ? [] : 'failed';
    }
  }
}
