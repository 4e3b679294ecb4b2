import type { AppStore } from './content';
import { MAX_FACEBOOK_PAGE_ID_LENGTH, MAX_INSTAGRAM_USERNAME_LENGTH } from './limits';

const FACEBOOK_PREFIX = /^(?:https?:\/\/)?(?:(?:www|m|web|mobile)\.)?(?:facebook\.com|fb\.com)\//i;
const INSTAGRAM_PREFIX = /^(?:https?:\/\/)?(?:www\.)?(?:instagram\.com|instagr\.am)\//i;
/** Numeric profiles have no username: facebook.com/profile.php?id=… is their address. */
const FACEBOOK_PROFILE = /^profile\.php\?id=\d+$/;
/** Usernames and page paths such as 'pages/Name/123'. */
const FACEBOOK_PATH = /^[a-z0-9._-]+(?:\/[a-z0-9._-]+)*$/i;
const INSTAGRAM_USERNAME = /^[a-z0-9._]+$/i;
const APP_STORE_ID = /^\d{1,15}$/;
const ANDROID_PACKAGE = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+$/i;

/** 'https://www.facebook.com/MyPage/' or '@MyPage' -> 'MyPage' (spec §7). */
export function normaliseFacebookPageId(raw: string): string {
  const path = stripHandle(raw.trim().replace(/#.*$/s, ''), FACEBOOK_PREFIX);
  // A query string is tracking noise except on profile.php, where it carries the id.
  return path.startsWith('profile.php?') ? path : withoutTrailingSlashes(path.replace(/\?.*$/s, ''));
}

/** 'instagram.com/me/?igsh=…' or '@me' -> 'me' (spec §7). */
export function normaliseInstagramUsername(raw: string): string {
  return withoutTrailingSlashes(stripHandle(raw.trim().replace(/[?#].*$/s, ''), INSTAGRAM_PREFIX));
}

export function isFacebookPageId(handle: string): boolean {
  return handle.length <= MAX_FACEBOOK_PAGE_ID_LENGTH && (FACEBOOK_PATH.test(handle) || FACEBOOK_PROFILE.test(handle));
}

export function isInstagramUsername(handle: string): boolean {
  return handle.length <= MAX_INSTAGRAM_USERNAME_LENGTH && INSTAGRAM_USERNAME.test(handle);
}

/** '+1 (555) 010-9999' -> '+15550109999': digits, keeping a leading '+' (spec §7). */
export function normaliseWhatsappPhone(raw: string): string {
  const value = raw.trim();
  const digits = value.replace(/\D/g, '');
  return value.startsWith('+') && digits !== '' ? `+${digits}` : digits;
}

/**
 * Accepts an id as typed or a pasted store link: 'id123' or 'https://apps.apple.com/us/app/x/id123' -> '123',
 * 'https://play.google.com/store/apps/details?id=com.x.app&hl=en' -> 'com.x.app'.
 */
export function normaliseAppId(store: AppStore, raw: string): string {
  const value = raw.trim();
  if (store === 'android') return /[?&]id=([\w.]+)/.exec(value)?.[1] ?? value;
  return (/apple\.com\/.*\/id(\d+)/i.exec(value) ?? /^id(\d+)$/i.exec(value))?.[1] ?? value;
}

/** App Store ids are numbers; Play Store ids are package names. */
export function isAppId(store: AppStore, appId: string): boolean {
  return store === 'ios' ? APP_STORE_ID.test(appId) : ANDROID_PACKAGE.test(appId);
}

function stripHandle(value: string, sitePrefix: RegExp): string {
  return value.replace(sitePrefix, '').replace(/^@/, '');
}

function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end--;
  return value.slice(0, end);
}
