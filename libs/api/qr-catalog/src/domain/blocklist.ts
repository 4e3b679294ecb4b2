import { domainToASCII } from 'node:url';

/** A parsed blocklist: ASCII, lower-case hosts; each also covers every name under it. */
export interface Blocklist {
  hosts: ReadonlySet<string>;
  /** Lines that named no host, for the operator's warning. */
  malformed: number;
}

/**
 * Reads a blocklist: one host per line ('evil.example', '*.evil.example' or a whole URL, whose
 * host counts), '#' starts a comment, blank lines are skipped. IDN hosts may be written in Unicode.
 */
export function parseBlocklist(text: string): Blocklist {
  const hosts = new Set<string>();
  let malformed = 0;
  for (const line of text.split(/\r?\n/)) {
    const entry = line.replace(/#.*$/, '').trim();
    if (entry === '') continue;
    const host = hostOf(entry);
    if (host) hosts.add(host);
    else malformed++;
  }
  return { hosts, malformed };
}

/** True when the host or a domain it belongs to is listed ('a.evil.example' is covered by 'evil.example'). */
export function isListed(hosts: ReadonlySet<string>, asciiHost: string): boolean {
  let host = asciiHost.toLowerCase().replace(/\.$/, '');
  for (;;) {
    if (hosts.has(host)) return true;
    const dot = host.indexOf('.');
    if (dot < 0) return false;
    host = host.slice(dot + 1);
  }
}

function hostOf(entry: string): string | undefined {
  const name = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? urlHost(entry) : entry.replace(/^\*\./, '');
  if (!name || /[\s/]/.test(name)) return undefined;
  const ascii = domainToASCII(name.replace(/\.$/, ''));
  // A listed name needs a dot: a bare 'com' would block a whole top-level domain by mistake.
  return ascii !== '' && ascii.includes('.') ? ascii : undefined;
}

function urlHost(entry: string): string | undefined {
  return URL.canParse(entry) ? new URL(entry).hostname : undefined;
}
