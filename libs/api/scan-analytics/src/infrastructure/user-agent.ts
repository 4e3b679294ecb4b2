import { isbot } from 'isbot';
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

/** OS, device type and browser from a User-Agent; bots and link previewers are flagged. */
export function describeUserAgent(userAgent: string | undefined): ClientDetails {
  const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
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
