import { APP_STORES, WIFI_ENCRYPTIONS } from './content';
import type { DestinationAt, DestinationContext, DestinationRefusal } from './destination';
import type { ImageItem, QrContentMap } from './content';
import { contentFieldPath, fieldPath } from './field-path';
import { contentField, formFields, IMAGE_URL_FIELD, LINK_TITLE_FIELD, LINK_URL_FIELD } from './fields';
import type { FieldDefinition } from './fields';
import { MAX_LIST_ITEMS } from './limits';
import { buildLinkList } from './links';
import type { LinkInput } from './links';
import { CONTENT_MESSAGES, REQUIRED_CONTENT_MESSAGES } from './messages';
import {
  isAppId,
  isFacebookPageId,
  isInstagramUsername,
  normaliseAppId,
  normaliseFacebookPageId,
  normaliseInstagramUsername,
  normaliseWhatsappPhone,
} from './normalise';
import { encodePayload } from './payloads';
import type { PayloadContext } from './payloads';
import { isQrType } from './types';
import type { QrTypeId } from './types';
import { checkUrl } from './url';

/**
 * Accepted: the normalised content and every URL in it, where the request gave it (the server looks up
 * their hosts). Refused: why, and the refused value's place in the request (`content.links[2].url`, see
 * `fieldPath`) when it has one.
 */
export type ContentValidation<T extends QrTypeId = QrTypeId> =
  | { ok: true; content: QrContentMap[T]; destinations: DestinationAt[] }
  | { ok: false; message: string; field?: string; refusal?: DestinationRefusal };

/** Any origin and id do: page payloads are never empty, the check is about the content's own part. */
const EMPTY_CHECK_CONTEXT: PayloadContext = { publicUrl: 'https://liveqr.invalid', id: 'id' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks and normalises raw content for a type, in the spec's order (§5, Create QR): the type's
 * required fields (step 3), then the encoded content must not be empty (step 4). Fields of the
 * wrong JS type are refused before that; length, URL scheme and format checks come between.
 * Unknown fields are dropped; the result holds every field of the type. With a destination
 * context (the server's) every URL of the content also passes the destination policy.
 */
export function validateContent<T extends QrTypeId>(
  type: T,
  raw: unknown,
  context?: DestinationContext,
): ContentValidation<T>;
export function validateContent(type: string, raw: unknown, context?: DestinationContext): ContentValidation;
export function validateContent(type: string, raw: unknown, context?: DestinationContext): ContentValidation {
  if (!isQrType(type)) return { ok: false, message: CONTENT_MESSAGES.unknownType, field: 'type' };
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    return { ok: false, message: CONTENT_MESSAGES.contentNotObject, field: contentFieldPath() };
  }
  try {
    const reader = new FieldReader(type, (raw ?? {}) as Record<string, unknown>, context);
    const content = VALIDATORS[type](reader);
    if (encodePayload(type, content, EMPTY_CHECK_CONTEXT) === '') {
      // Where to start filling in: the type's first input.
      const first = formFields(type).find((field) => field.kind !== 'upload' && field.kind !== 'select');
      return { ok: false, message: CONTENT_MESSAGES.emptyPayload, field: first && contentFieldPath(first.name) };
    }
    return { ok: true, content, destinations: reader.destinations };
  } catch (error) {
    if (error instanceof ContentError) {
      return { ok: false, message: error.message, field: error.field, refusal: error.refusal };
    }
    throw error;
  }
}

/** Ends validation with a message for the user and the field it is about; thrown only inside this module. */
class ContentError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly refusal?: DestinationRefusal,
  ) {
    super(message);
  }
}

function fail(message: string, field: string, refusal?: DestinationRefusal): never {
  throw new ContentError(message, field, refusal);
}

/** Reads raw fields by their definitions: type checks, trimming and length limits. */
class FieldReader {
  private readonly type: QrTypeId;
  private readonly raw: Record<string, unknown>;
  readonly context?: DestinationContext;
  /** Every URL read so far, where it was read. */
  readonly destinations: DestinationAt[] = [];

  constructor(type: QrTypeId, raw: Record<string, unknown>, context?: DestinationContext) {
    this.type = type;
    this.raw = raw;
    this.context = context;
  }

  /** Step 3: the type's own "required" message, at the field to fill in first (`name`). */
  require(filled: boolean, name: string): void {
    if (!filled) fail(REQUIRED_CONTENT_MESSAGES[this.type], contentFieldPath(name));
  }

  text(name: string | FieldDefinition, options: { trim?: boolean } = {}): string {
    const field = this.field(name);
    return readText(this.raw[field.name], field, options.trim ?? true, contentFieldPath(field.name));
  }

  texts<N extends string>(names: readonly N[]): Record<N, string> {
    const values = {} as Record<N, string>;
    for (const name of names) values[name] = this.text(name);
    return values;
  }

  list(name: string): unknown[] {
    const value = this.raw[name];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) fail(CONTENT_MESSAGES.notList(this.field(name).label), contentFieldPath(name));
    // Counted before any item is read: every item may be a destination to look up.
    if (value.length > MAX_LIST_ITEMS) fail(CONTENT_MESSAGES.tooManyItems, contentFieldPath(name));
    return value;
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined && this.raw[name] !== null;
  }

  choice<V extends string>(name: string, allowed: readonly V[]): V {
    const field = this.field(name);
    const value = this.text(field) || field.defaultValue || '';
    const match = allowed.find((option) => option.toLowerCase() === value.toLowerCase());
    return match ?? fail(CONTENT_MESSAGES.invalidChoice(field.label, allowed), contentFieldPath(field.name));
  }

  /** Checks a URL under the label of field `name`; `at` is where the value was read, when elsewhere. */
  url(name: string | FieldDefinition, value: string, at?: string): string {
    const field = this.field(name);
    const path = at ?? contentFieldPath(field.name);
    const checked = checkUrl(value, field.label, this.context);
    if (!checked.ok) fail(checked.message, path, checked.refusal);
    if (checked.url !== '') this.destinations.push({ url: checked.url, field: path });
    return checked.url;
  }

  email(value: string): string {
    return value === '' || EMAIL.test(value) ? value : fail(CONTENT_MESSAGES.invalidEmail, contentFieldPath('email'));
  }

  private field(name: string | FieldDefinition): FieldDefinition {
    if (typeof name !== 'string') return name;
    const field = contentField(this.type, name);
    if (!field) throw new Error(`No field '${name}' on QR type '${this.type}'`);
    return field;
  }
}

/** A text value read at `path` of the request. */
function readText(value: unknown, field: FieldDefinition, trim: boolean, path: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') fail(CONTENT_MESSAGES.notText(field.label), path);
  const text = trim ? value.trim() : value;
  const maxLength = field.maxLength ?? Infinity;
  return text.length > maxLength ? fail(CONTENT_MESSAGES.tooLong(field.label, maxLength), path) : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Validator<T extends QrTypeId> = (read: FieldReader) => QrContentMap[T];

/** Types whose one typed URL is stored in `url` and in a type-specific field (spec §3). */
function mirroredUrl<K extends string>(field: K): (read: FieldReader) => { url: string } & Record<K, string> {
  return (read) => {
    const typed = read.text(field);
    const legacy = read.text('url');
    read.require(typed !== '' || legacy !== '', field);
    const url = read.url(field, typed || legacy, contentFieldPath(typed ? field : 'url'));
    return { url, [field]: url } as { url: string } & Record<K, string>;
  };
}

const VALIDATORS: { readonly [T in QrTypeId]: Validator<T> } = {
  website: (read) => {
    const url = read.text('url');
    read.require(url !== '', 'url');
    return { url: read.url('url', url) };
  },
  pdf: mirroredUrl('pdfUrl'),
  video: mirroredUrl('videoUrl'),
  menu: mirroredUrl('menuUrl'),
  mp3: mirroredUrl('audioUrl'),
  images: (read) => {
    const listed = read.list('images').map((item, index) => {
      const at = contentFieldPath('images', index);
      if (!isRecord(item)) fail(CONTENT_MESSAGES.invalidImageItem, at);
      const path = fieldPath(at, 'url');
      return { value: readText(item['url'], IMAGE_URL_FIELD, true, path), at: path };
    });
    const single = ['imageUrl', 'url'].map((name) => ({ value: read.text(name), at: contentFieldPath(name) }));
    const candidates = [...listed, ...single].filter(({ value }) => value !== '');
    read.require(candidates.length > 0, 'images');
    const urls = [...new Set(candidates.map(({ value, at }) => read.url(IMAGE_URL_FIELD, value, at)))];
    const images: ImageItem[] = urls.map((value) => ({ url: value }));
    return { url: urls[0], imageUrl: urls[0], images };
  },
  vcard: (read) => {
    const contact = read.texts(['firstName', 'lastName', 'phone', 'email', 'company', 'website', 'address']);
    read.require(contact.firstName !== '' && contact.phone !== '', contact.firstName === '' ? 'firstName' : 'phone');
    return { ...contact, email: read.email(contact.email), website: read.url('website', contact.website) };
  },
  wifi: (read) => {
    // Spaces are legitimate at either end of a network name or password: keep them.
    const ssid = read.text('ssid', { trim: false });
    const password = read.text('password', { trim: false });
    const encryption = read.choice('encryption', WIFI_ENCRYPTIONS);
    // An open network has no password, so only secured ones need one.
    read.require(
      ssid.trim() !== '' && (encryption === 'nopass' || password !== ''),
      ssid.trim() === '' ? 'ssid' : 'password',
    );
    return { ssid, password: encryption === 'nopass' ? '' : password, encryption };
  },
  whatsapp: (read) => {
    const { phone, message } = read.texts(['phone', 'message']);
    read.require(phone !== '', 'phone');
    return { phone: normaliseWhatsappPhone(phone), message };
  },
  facebook: (read) => {
    const raw = read.text('pageId');
    read.require(raw !== '', 'pageId');
    const pageId = normaliseFacebookPageId(raw);
    return pageId === '' || isFacebookPageId(pageId)
      ? { pageId }
      : fail(CONTENT_MESSAGES.invalidFacebookPage, contentFieldPath('pageId'));
  },
  instagram: (read) => {
    const raw = read.text('username');
    read.require(raw !== '', 'username');
    const username = normaliseInstagramUsername(raw);
    return username === '' || isInstagramUsername(username)
      ? { username }
      : fail(CONTENT_MESSAGES.invalidInstagramUsername, contentFieldPath('username'));
  },
  social: (read) => {
    const urls = read.texts(['url', 'facebookUrl', 'instagramUrl', 'twitterUrl']);
    // "At least one of": the form's first of them.
    read.require(
      Object.values(urls).some((value) => value !== ''),
      'facebookUrl',
    );
    return {
      url: read.url('url', urls.url),
      facebookUrl: read.url('facebookUrl', urls.facebookUrl),
      instagramUrl: read.url('instagramUrl', urls.instagramUrl),
      twitterUrl: read.url('twitterUrl', urls.twitterUrl),
    };
  },
  links: (read) => {
    const listed = read.has('links');
    const inputs = listed ? read.list('links').map(linkInput) : legacyLink(read);
    read.require(inputs.length > 0, 'links');
    // A legacy link was read from the content's own `url` and `title`.
    const pathOf = (index: number, field: keyof LinkInput) =>
      listed ? contentFieldPath('links', index, field) : contentFieldPath(field);
    const built = buildLinkList(inputs, read.context);
    if (!built.ok) fail(built.message, pathOf(built.index, built.field), built.refusal);
    read.destinations.push(...built.list.map(({ url }, index) => ({ url, field: pathOf(index, 'url') })));
    return { links: built.list };
  },
  business: (read) => {
    const fields = read.texts(['businessName', 'website', 'url', 'phone', 'email', 'address']);
    read.require(fields.website !== '' || fields.url !== '' || fields.phone !== '', 'website');
    const website = read.url(
      'website',
      fields.website || fields.url,
      contentFieldPath(fields.website ? 'website' : 'url'),
    );
    return { ...fields, url: website, website, email: read.email(fields.email) };
  },
  apps: (read) => {
    const store = read.choice('store', APP_STORES);
    const raw = read.text('appId');
    read.require(raw !== '', 'appId');
    const appId = normaliseAppId(store, raw);
    return isAppId(store, appId) ? { store, appId } : fail(CONTENT_MESSAGES.invalidAppId, contentFieldPath('appId'));
  },
  coupon: (read) => {
    const { url, code, text } = read.texts(['url', 'code', 'text']);
    read.require(url !== '' || code !== '' || text !== '', 'code');
    return { url: read.url('url', url), code, text };
  },
};

function linkInput(item: unknown, index: number): LinkInput {
  const at = contentFieldPath('links', index);
  if (!isRecord(item)) fail(CONTENT_MESSAGES.invalidLinkItem, at);
  return {
    title: readText(item['title'], LINK_TITLE_FIELD, true, fieldPath(at, 'title')),
    url: readText(item['url'], LINK_URL_FIELD, true, fieldPath(at, 'url')),
  };
}

/** Legacy links content held one `url`/`title` and no list (spec §3); neither means an empty list. */
function legacyLink(read: FieldReader): LinkInput[] {
  const url = read.text(LINK_URL_FIELD);
  const title = read.text(LINK_TITLE_FIELD);
  return url === '' && title === '' ? [] : [{ url, title: title || 'Link' }];
}
