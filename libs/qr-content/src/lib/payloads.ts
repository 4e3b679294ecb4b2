import type { AppsContent, QrContentMap, WhatsappContent } from './content';
import { destinationHref } from './destination';
import type { QrTypeId } from './types';
import { buildVcard } from './vcard';
import { buildWifiPayload } from './wifi';

export interface PayloadContext {
  /** Public origin the service answers on (PUBLIC_URL), with or without a trailing slash. */
  publicUrl: string;
  /** The code's record id, used in public page paths. */
  id: string;
}

/** Where a scan of a tracked code lands (architecture §5). */
export type TrackedTarget =
  { kind: 'redirect'; url: string } | { kind: 'page'; path: string } | { kind: 'untrackable'; reason: string };

export const WIFI_UNTRACKABLE_REASON =
  'WiFi codes connect the phone to a network directly, so scans cannot be counted.';

/** Pairs a type with its content so a switch on `type` narrows `content`. */
type TypedContent = { [T in QrTypeId]: { type: T; content: QrContentMap[T] } }[QrTypeId];

/** Why a type cannot be tracked, or undefined when it can. */
export function trackingUnavailableReason(type: QrTypeId): string | undefined {
  return type === 'wifi' ? WIFI_UNTRACKABLE_REASON : undefined;
}

export function isTrackable(type: QrTypeId): boolean {
  return trackingUnavailableReason(type) === undefined;
}

/**
 * What a tracked code encodes, and the short link people see: `https://{domain}/{slug}` on the
 * workspace's custom domain (shorter; served over HTTPS by the domains' TLS), else the scan
 * redirect `{publicUrl}/s/{slug}`. The one place this URL is built: images, downloads, print
 * sheets, exports and every view go through it.
 */
export function trackedPayload(publicUrl: string, slug: string, domain: string | null = null): string {
  return domain
    ? `https://${domain}/${encodeURIComponent(slug)}`
    : `${origin(publicUrl)}/s/${encodeURIComponent(slug)}`;
}

/**
 * The text an untracked code encodes. '' means the content has nothing to encode (for instance a
 * Facebook handle that was only '@'), which validation reports as empty content.
 */
export function encodePayload<T extends QrTypeId>(type: T, content: QrContentMap[T], context: PayloadContext): string {
  const typed = { type, content } as TypedContent;
  switch (typed.type) {
    case 'vcard':
      return buildVcard(typed.content);
    case 'wifi':
      return buildWifiPayload(typed.content);
    default: {
      const target = landing(typed, context.id, context.publicUrl);
      return target.kind === 'page' ? origin(context.publicUrl) + target.path : target.url;
    }
  }
}

/**
 * Where the scan redirect sends a tracked code's scanner: straight to a URL, or to a public page.
 * Given our origin, a pdf, video or mp3 code whose file was uploaded to us opens in our viewer.
 */
export function trackedTarget<T extends QrTypeId>(
  type: T,
  content: QrContentMap[T],
  id: string,
  publicUrl?: string,
): TrackedTarget {
  const typed = { type, content } as TypedContent;
  switch (typed.type) {
    case 'vcard':
      return page('vcard', id);
    case 'wifi':
      return { kind: 'untrackable', reason: WIFI_UNTRACKABLE_REASON };
    default:
      return landing(typed, id, publicUrl);
  }
}

type Landing = { kind: 'redirect'; url: string } | { kind: 'page'; path: string };

/** The destination of every type whose code encodes a link. */
function landing(typed: Exclude<TypedContent, { type: 'vcard' | 'wifi' }>, id: string, publicUrl?: string): Landing {
  switch (typed.type) {
    case 'pdf':
    case 'video':
    case 'mp3':
      return publicUrl && ownUploadId(typed.content.url, publicUrl)
        ? page(typed.type, id)
        : redirect(typed.content.url);
    case 'website':
    case 'menu':
      return redirect(typed.content.url);
    case 'facebook':
      return redirect(typed.content.pageId && `https://www.facebook.com/${typed.content.pageId}`);
    case 'instagram':
      return redirect(typed.content.username && `https://www.instagram.com/${typed.content.username}`);
    case 'whatsapp':
      return redirect(whatsappUrl(typed.content));
    case 'apps':
      return redirect(appStoreUrl(typed.content));
    case 'coupon': {
      const { url, code, text } = typed.content;
      return url !== '' && code === '' && text === '' ? redirect(url) : page('coupon', id);
    }
    case 'social': {
      const { url, facebookUrl, instagramUrl, twitterUrl } = typed.content;
      const set = [url, facebookUrl, instagramUrl, twitterUrl].filter((value) => value !== '');
      return set.length === 1 ? redirect(set[0]) : page('social', id);
    }
    case 'business':
    case 'links':
    case 'images':
      return page(typed.type, id);
  }
}

function whatsappUrl({ phone, message }: WhatsappContent): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return '';
  return message === '' ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

function appStoreUrl({ store, appId }: AppsContent): string {
  if (appId === '') return '';
  if (store === 'android') return `https://play.google.com/store/apps/details?id=${encodeURIComponent(appId)}`;
  return `https://apps.apple.com/app/${/^\d+$/.test(appId) ? `id${appId}` : appId}`;
}

/** Sent in ASCII (punycode host, percent-encoded path), whatever script it is stored and shown in. */
function redirect(url: string): Landing {
  return { kind: 'redirect', url: destinationHref(url) ?? url };
}

function page(type: QrTypeId, id: string): { kind: 'page'; path: string } {
  return { kind: 'page', path: `/${type}/${encodeURIComponent(id)}` };
}

const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The id of a file uploaded to LiveQR (`{publicUrl}/api/uploads/{id}`); undefined for any other URL. */
export function ownUploadId(url: string, publicUrl: string): string | undefined {
  const prefix = origin(publicUrl);
  if (!url.toLowerCase().startsWith(`${prefix.toLowerCase()}/`)) return undefined;
  return UPLOAD_PATH.exec(url.slice(prefix.length))?.[1]?.toLowerCase();
}

function origin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}
