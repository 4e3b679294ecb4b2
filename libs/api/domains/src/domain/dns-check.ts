/** Where a custom domain's records must point: this server's settings (CUSTOM_DOMAIN_*). */
export interface DomainTargets {
  /** The host a subdomain's CNAME names. */
  cname: string;
  ipv4?: string;
  ipv6?: string;
}

export interface DnsRecord {
  type: 'CNAME' | 'A' | 'AAAA' | 'TXT';
  name: string;
  value: string;
}

/** The certificate authority Caddy asks first; a CAA record that leaves it out stops HTTPS. */
export const ACME_CA = 'letsencrypt.org';

/** The name of the TXT record that proves a hostname is the workspace's, left of the hostname. */
export const CHALLENGE_LABEL = '_liveqr-challenge';

export const challengeName = (hostname: string) => `${CHALLENGE_LABEL}.${hostname}`;

/** The records a customer creates: CNAME for a subdomain, A/AAAA for an apex, and always the TXT proof. */
export function requiredRecords(hostname: string, apex: boolean, token: string, targets: DomainTargets): DnsRecord[] {
  const pointing: DnsRecord[] = apex
    ? [
        ...(targets.ipv4 ? [{ type: 'A' as const, name: hostname, value: targets.ipv4 }] : []),
        ...(targets.ipv6 ? [{ type: 'AAAA' as const, name: hostname, value: targets.ipv6 }] : []),
      ]
    : [{ type: 'CNAME', name: hostname, value: targets.cname }];
  return [...pointing, { type: 'TXT', name: challengeName(hostname), value: token }];
}

/** Why a domain does not verify, each named so that the web can say what to fix. */
export const DNS_PROBLEMS = [
  'TXT_MISSING',
  'TXT_DIFFERENT',
  'CNAME_ELSEWHERE',
  'ADDRESS_ELSEWHERE',
  'AAAA_CONFLICT',
  'NOT_POINTING_AT_US',
  'CAA_FORBIDS_CA',
  'DNS_LOOKUP_FAILED',
  'HOSTNAME_TAKEN',
] as const;
export type DnsProblemCode = (typeof DNS_PROBLEMS)[number];

export interface DnsProblem {
  code: DnsProblemCode;
  message: string;
}

/** One lookup's answer: the records (none when the name has none), or `failed` when DNS did not answer. */
export type Answer<T> = T[] | 'failed';

export interface CaaRecord {
  critical: number;
  issue?: string;
  issuewild?: string;
  iodef?: string;
}

/** What DNS says about a hostname, as the verification reads it. */
export interface DnsAnswers {
  /** TXT strings at `_liveqr-challenge.<hostname>` (each record's chunks joined). */
  txt: Answer<string>;
  /** CNAME targets of the hostname itself. */
  cname: Answer<string>;
  a: Answer<string>;
  aaaa: Answer<string>;
  /** The CAA records that apply: those of the closest name, from the hostname up, that has any. */
  caa: Answer<CaaRecord>;
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * The problems DNS shows for a hostname, none when it is verified: the TXT holds the token, and
 * the hostname is a CNAME to our target or has addresses that are all ours, and no CAA record
 * keeps our CA from issuing its certificate.
 */
export function dnsProblems(
  hostname: string,
  token: string,
  targets: DomainTargets,
  answers: DnsAnswers,
): DnsProblem[] {
  const problems: DnsProblem[] = [];
  const lookupFailed = Object.values(answers).some((answer) => answer === 'failed');
  if (lookupFailed) {
    problems.push({
      code: 'DNS_LOOKUP_FAILED',
      message: 'DNS did not answer every question (a time-out or a server failure): try again in a few minutes',
    });
  }
  const { txt, cname, a, aaaa, caa } = answers;
  if (txt !== 'failed') {
    if (txt.length === 0) {
      problems.push({ code: 'TXT_MISSING', message: `There is no TXT record at ${challengeName(hostname)} yet` });
    } else if (!txt.includes(token)) {
      problems.push({
        code: 'TXT_DIFFERENT',
        message: `The TXT record at ${challengeName(hostname)} does not hold this domain's token`,
      });
    }
  }
  if (cname !== 'failed' && cname.length > 0) {
    if (!cname.some((target) => bare(target) === bare(targets.cname))) {
      problems.push({
        code: 'CNAME_ELSEWHERE',
        message: `${hostname} is a CNAME to ${bare(cname[0])}, not to ${targets.cname}`,
      });
    }
  } else if (cname !== 'failed' && a !== 'failed' && aaaa !== 'failed') {
    problems.push(...addressProblems(hostname, targets, a, aaaa));
  }
  if (caa !== 'failed' && forbidsCa(caa)) {
    problems.push({
      code: 'CAA_FORBIDS_CA',
      message: `A CAA record allows other certificate authorities only: add one that allows ${ACME_CA}`,
    });
  }
  return problems;
}

/** A hostname without a CNAME points at us when it has addresses, all of them ours. */
function addressProblems(hostname: string, targets: DomainTargets, a: string[], aaaa: string[]): DnsProblem[] {
  if (a.length === 0 && aaaa.length === 0) {
    return [{ code: 'NOT_POINTING_AT_US', message: `${hostname} has no CNAME, A or AAAA record pointing at us yet` }];
  }
  const problems: DnsProblem[] = [];
  const foreignA = a.filter((address) => address !== targets.ipv4);
  const foreignAaaa = aaaa.filter((address) => !sameIpv6(address, targets.ipv6));
  if (foreignA.length > 0) {
    problems.push({
      code: 'ADDRESS_ELSEWHERE',
      message: `${hostname} points at ${foreignA.join(', ')}, not at us (a proxy or CDN in front answers with its own addresses)`,
    });
  }
  if (foreignAaaa.length > 0) {
    problems.push({
      code: 'AAAA_CONFLICT',
      message: `${hostname} has an AAAA record to ${foreignAaaa.join(', ')}: IPv6 visitors would reach another server`,
    });
  }
  return problems;
}

function sameIpv6(address: string, ours: string | undefined): boolean {
  if (!ours) return false;
  // Both through the URL parser: one spelling (2001:db8::1 and 2001:0db8:0:0:0:0:0:1 are one address).
  const canonical = (ip: string) => new URL(`http://[${ip}]`).hostname;
  return canonical(address) === canonical(ours);
}

/** RFC 8659: records with `issue` tags restrict who may issue; none naming our CA forbids it. */
function forbidsCa(records: CaaRecord[]): boolean {
  const issuers = records.filter((record) => record.issue !== undefined).map((record) => record.issue ?? '');
  return issuers.length > 0 && !issuers.some((issuer) => bare(issuer.split(';')[0].trim()) === ACME_CA);
}
