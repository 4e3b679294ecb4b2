/**
 * Server-side limits on content fields. The spec sets none; these keep stored content, public
 * pages and encoded payloads within sane bounds. Lengths count UTF-16 code units, like
 * `maxLength` on an HTML input, so the form and the server agree.
 */

/** Common practical limit for URLs (browsers, proxies and QR capacity). */
export const MAX_URL_LENGTH = 2048;
/** Names, titles, codes, addresses and other free text. */
export const MAX_TEXT_LENGTH = 500;
export const MAX_WHATSAPP_MESSAGE_LENGTH = 2000;
/** Longest address RFC 5321 allows in practice. */
export const MAX_EMAIL_LENGTH = 254;
/** Generous for '+1 (555) 123-4567 ext. 1234' style numbers. */
export const MAX_PHONE_LENGTH = 40;
/** An 802.11 SSID is at most 32 octets. */
export const MAX_SSID_LENGTH = 32;
/** WPA passphrases are 8–63 characters, or 64 hex digits. */
export const MAX_WIFI_PASSWORD_LENGTH = 64;
/** Facebook usernames are at most 50 characters; numeric page ids and profile.php?id= fit too. */
export const MAX_FACEBOOK_PAGE_ID_LENGTH = 100;
/**
 * Links of a links page, images of an images page: far more than a phone scrolls through (a list of
 * 1,000 is accepted, as ever), counted before any item is read.
 */
export const MAX_LIST_ITEMS = 1_000;
/**
 * Different host names one save leads to at most. The server looks each up in DNS (on the resolver's
 * few threads, up to 2 s each), so they are counted before the first lookup.
 */
export const MAX_DESTINATION_HOSTS = 100;
/** Instagram usernames are at most 30 characters. */
export const MAX_INSTAGRAM_USERNAME_LENGTH = 30;
