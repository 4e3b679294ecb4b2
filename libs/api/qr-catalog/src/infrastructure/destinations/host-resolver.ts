import { lookup } from 'node:dns/promises';

/** What a host name resolves to: the seam the destination check asks, replaced in tests. */
export abstract class HostResolver {
  /** Every address of the host; an empty list when it does not resolve (in time). */
  abstract addresses(host: string): Promise<string[]>;
}

/** A saved code should not wait long for a slow DNS server: past this, the name is taken as unresolved. */
const LOOKUP_TIMEOUT_MS = 2_000;

/** The system resolver (getaddrinfo), as the server's own HTTP client would see the name. */
export class SystemHostResolver extends HostResolver {
  async addresses(host: string): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<[]>((resolve) => {
      timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS).unref();
    });
    try {
      const found = lookup(host, { all: true, verbatim: true }).then(
        (entries) => entries.map((entry) => entry.address),
        () => [],
      );
      return await Promise.race([found, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
