import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';

/** Real User-Agents are a few hundred characters; anything beyond is cut before parsing. */
export const MAX_USER_AGENT_LENGTH = 512;
const MAX_NAME_LENGTH = 50;

export interface ClientDetails {
  operatingSystem: string | null;
  /** ua-parser's device type (mobile, tablet, smarttv, ...), or desktop when it names none. */
  deviceType: string;
  browser: string | null;
  isBot: boolean;
}

/**
 * Phones of the same model and version send the same string, and parsing one is most of a scan's
 * own work: recent answers are kept.
 */
const described = new LRUCache<string, Readonly<ClientDetails>>({ max: 10_000 });

/** OS, device type and browser from a User-Agent; bots and link previewers are flagged. */
export function describeUserAgent(userAgent: string | undefined): Readonly<ClientDetails> {
  const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  let details = described.get(ua);
  if (!details) {
    details = Object.freeze(parse(ua));
    described.set(ua, details);
  }
  return details;
}

function parse(ua: string): ClientDetails {
  const { os, device, browser } = new UAParser(ua).getResult();
  return {
    operatingSystem: name(os.name),
    deviceType: name(device.type) ?? 'desktop',
    browser: name(browser.name),
    isBot: isbot(ua),
  };
}

function name(value: string | undefined): string | null {
  return value ? value.slice(0, MAX_NAME_LENGTH) : null;
}
