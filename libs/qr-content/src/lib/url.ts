import {
  DESTINATION_MESSAGES,
  type DestinationContext,
  type DestinationRefusal,
  destinationRefusal,
  parseDestination,
} from './destination';
import { MAX_URL_LENGTH } from './limits';
import { CONTENT_MESSAGES } from './messages';

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string; refusal?: DestinationRefusal };

const HTTP_PREFIX = /^https?:\/\//i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** 'example.com:8080/menu' starts like a scheme but is a host and port. */
const HOST_AND_PORT = /^[^:/?#]+:\d+(?:[/?#]|$)/;
/** Browsers delete tabs and newlines anywhere in a URL, so 'java\tscript:' must be judged as 'javascript:'. */
const IGNORED_BY_BROWSERS = /[\t\n\r]/g;
const AUTHORITY_AND_REST = /^https?:\/\/([^/?#]*)(.*)$/is;
/** A DNS name (Unicode letters allowed for IDNs) or a bracketed IPv6 literal, with an optional port. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[\p{L}\p{N}](?:[\p{L}\p{N}.-]*[\p{L}\p{N}])?)(?::\d{1,5})?$/iu;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Cleans up what a user typed as a link: trims it and prepends https:// when no scheme is given
 * (spec §5, Add link). Other schemes are kept as typed so `isHttpUrl` can refuse them.
 */
export function normaliseUrl(raw: string): string {
  const value = raw.replace(IGNORED_BY_BROWSERS, '').trim().replace(/ /g, '%20');
  if (value === '' || HTTP_PREFIX.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  if (SCHEME.test(value) && !HOST_AND_PORT.test(value)) return value;
  return `https://${value}`;
}

/** True for an absolute http(s) URL with a plausible host, no credentials and no whitespace. */
export function isHttpUrl(value: string): boolean {
  const parts = AUTHORITY_AND_REST.exec(value);
  if (!parts) return false;
  const [, authority = '', rest = ''] = parts;
  return HOST.test(authority) && !UNSAFE_CHARACTER.test(rest);
}

/**
 * Normalises and checks one URL; an empty input stays empty (whether it is required is the caller's
 * rule). The result is the stored form: the host in Unicode, path and query percent-encoded per
 * WHATWG URL. With a context (the server's), the destination policy applies too: no own short
 * links, no private or local addresses, nothing blocklisted.
 */
export function checkUrl(raw: string, label = 'URL', context?: DestinationContext): UrlCheck {
  const url = normaliseUrl(raw);
  if (url === '') return { ok: true, url };
  if (url.length > MAX_URL_LENGTH) return { ok: false, message: CONTENT_MESSAGES.tooLong(label, MAX_URL_LENGTH) };
  if (!HTTP_PREFIX.test(url)) {
    const message = SCHEME.test(url) ? CONTENT_MESSAGES.onlyHttp : CONTENT_MESSAGES.invalidUrl(label);
    return { ok: false, message };
  }
  // Browsers would drop a line break inside a URL; a pasted one hides something, so it is refused.
  if (CONTROL_CHARACTER.test(raw.trim())) return { ok: false, message: CONTENT_MESSAGES.controlCharacters(label) };
  const destination = parseDestination(url);
  if (destination?.hasCredentials) return refused('credentials');
  if (!destination || !isHttpUrl(url)) return { ok: false, message: CONTENT_MESSAGES.invalidUrl(label) };
  const refusal = context && destinationRefusal(destination, context);
  return refusal ? refused(refusal) : { ok: true, url: destination.url };
}

function refused(refusal: DestinationRefusal): UrlCheck {
  return { ok: false, message: DESTINATION_MESSAGES[refusal], refusal };
}

/** 'https://example.com/a' -> 'example.com/a': how legacy links were stored without a scheme. */
export function withoutScheme(url: string): string {
  return url.replace(HTTP_PREFIX, '');
}
