import { APP_STORES, WIFI_ENCRYPTIONS } from './content';
import type { AppStore, QrContent, WifiEncryption } from './content';
import {
  MAX_EMAIL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_PHONE_LENGTH,
  MAX_SSID_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
  MAX_WHATSAPP_MESSAGE_LENGTH,
  MAX_WIFI_PASSWORD_LENGTH,
} from './limits';
import { formatCount } from './messages';
import type { QrTypeId } from './types';

export type FieldKind = 'url' | 'text' | 'tel' | 'email' | 'select' | 'textarea' | 'links' | 'url-list' | 'upload';

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/**
 * One input of a type's content. The creator renders its form from these; validation takes
 * labels and length limits from them, so the form and the server cannot drift apart.
 */
export interface FieldDefinition {
  /** Content field the input edits. An `upload` input stores the uploaded file's URL in this field. */
  readonly name: string;
  readonly kind: FieldKind;
  readonly label: string;
  /** Must be filled on its own. Types needing "at least one of" several fields mark none required. */
  readonly required: boolean;
  readonly maxLength?: number;
  readonly options?: readonly FieldOption[];
  readonly defaultValue?: string;
  readonly hint?: string;
  /** `upload`: the file types the picker offers. */
  readonly accept?: string;
  /** `links` and `url-list`: the inputs of one item. */
  readonly itemFields?: readonly FieldDefinition[];
  /** Accepted and stored, but not shown in the create form (a mirror of another field, or page-only). */
  readonly hidden?: boolean;
}

const url = (name: string, label: string, required = false): FieldDefinition => ({
  name,
  kind: 'url',
  label,
  required,
  maxLength: MAX_URL_LENGTH,
});

const text = (name: string, label: string, required = false, maxLength = MAX_TEXT_LENGTH): FieldDefinition => ({
  name,
  kind: 'text',
  label,
  required,
  maxLength,
});

const upload = (name: string, label: string, accept: string): FieldDefinition => ({
  name,
  kind: 'upload',
  label,
  required: false,
  accept,
});

const hidden = (field: FieldDefinition): FieldDefinition => ({ ...field, hidden: true });

/** The spec stores the single typed URL of these types in `url` too. */
const MIRRORED_URL = hidden(url('url', 'URL'));

const phone = (label: string, required = false): FieldDefinition => ({
  name: 'phone',
  kind: 'tel',
  label,
  required,
  maxLength: MAX_PHONE_LENGTH,
});

const email: FieldDefinition = {
  name: 'email',
  kind: 'email',
  label: 'Email',
  required: false,
  maxLength: MAX_EMAIL_LENGTH,
};

const textarea = (name: string, label: string, maxLength = MAX_TEXT_LENGTH): FieldDefinition => ({
  name,
  kind: 'textarea',
  label,
  required: false,
  maxLength,
});

const select = <T extends string>(
  name: string,
  label: string,
  options: { readonly [V in T]: string },
  values: readonly T[],
  defaultValue: T,
): FieldDefinition => ({
  name,
  kind: 'select',
  label,
  required: true,
  options: values.map((value) => ({ value, label: options[value] })),
  defaultValue,
});

export const LINK_TITLE_FIELD = text('title', 'Link Title');
export const LINK_URL_FIELD = url('url', 'URL', true);

const LINKS: FieldDefinition = {
  name: 'links',
  kind: 'links',
  label: 'Links Collection',
  required: true,
  hint: `Add up to ${formatCount(MAX_LIST_ITEMS)} links: each needs a URL, the title is optional.`,
  itemFields: [LINK_TITLE_FIELD, LINK_URL_FIELD],
};

export const IMAGE_URL_FIELD = url('url', 'Image URL', true);

const IMAGES: FieldDefinition = {
  name: 'images',
  kind: 'url-list',
  label: 'Image URLs',
  required: true,
  itemFields: [IMAGE_URL_FIELD],
};

const WIFI_ENCRYPTION_LABELS: { readonly [E in WifiEncryption]: string } = {
  WPA: 'WPA/WPA2',
  WEP: 'WEP',
  nopass: 'No password',
};

const APP_STORE_LABELS: { readonly [S in AppStore]: string } = {
  ios: 'Apple App Store',
  android: 'Google Play Store',
};

/** Every content field per type ("Content fields by type", spec §3), in form order. */
export const QR_TYPE_FIELDS: { readonly [T in QrTypeId]: readonly FieldDefinition[] } = {
  website: [url('url', 'Website URL', true)],
  pdf: [upload('pdfUrl', 'Upload PDF', 'application/pdf,.pdf'), url('pdfUrl', 'PDF URL', true), MIRRORED_URL],
  images: [
    upload('images', 'Upload Images', 'image/*'),
    IMAGES,
    hidden(url('imageUrl', 'Image URL')),
    hidden(url('url', 'Image URL')),
  ],
  video: [upload('videoUrl', 'Upload Video', 'video/*'), url('videoUrl', 'Video URL', true), MIRRORED_URL],
  wifi: [
    text('ssid', 'Network Name (SSID)', true, MAX_SSID_LENGTH),
    // Not needed when encryption is 'nopass': validation enforces that rule.
    text('password', 'Password', true, MAX_WIFI_PASSWORD_LENGTH),
    select('encryption', 'Encryption', WIFI_ENCRYPTION_LABELS, WIFI_ENCRYPTIONS, 'WPA'),
  ],
  menu: [url('menuUrl', 'Menu URL', true), MIRRORED_URL],
  business: [
    text('businessName', 'Business Name'),
    url('website', 'Website URL'),
    phone('Phone'),
    hidden(url('url', 'Website URL')),
    hidden(email),
    hidden(textarea('address', 'Address')),
  ],
  vcard: [
    text('firstName', 'First Name', true),
    text('lastName', 'Last Name'),
    phone('Phone', true),
    email,
    text('company', 'Company'),
    url('website', 'Website'),
    textarea('address', 'Address'),
  ],
  mp3: [upload('audioUrl', 'Upload Audio File', 'audio/*,.mp3'), url('audioUrl', 'Audio File URL', true), MIRRORED_URL],
  apps: [
    select('store', 'App Store', APP_STORE_LABELS, APP_STORES, 'ios'),
    { ...text('appId', 'App ID', true), hint: 'Enter the app ID from the store' },
  ],
  links: [LINKS],
  coupon: [text('code', 'Coupon Code'), url('url', 'Coupon URL'), textarea('text', 'Coupon Text')],
  facebook: [text('pageId', 'Facebook Page ID or Username', true)],
  instagram: [text('username', 'Instagram Username', true)],
  social: [
    url('facebookUrl', 'Facebook URL'),
    url('instagramUrl', 'Instagram URL'),
    url('twitterUrl', 'Twitter/X URL'),
    { ...url('url', 'Primary URL'), hint: 'Enter at least one social media URL or your website' },
  ],
  whatsapp: [phone('Phone Number', true), textarea('message', 'Message', MAX_WHATSAPP_MESSAGE_LENGTH)],
};

/** The inputs the create form shows for a type, in order. */
export function formFields(type: QrTypeId): readonly FieldDefinition[] {
  return QR_TYPE_FIELDS[type].filter((field) => !field.hidden);
}

/** The value-holding definition of a content field (not its upload button). */
export function contentField(type: QrTypeId, name: string): FieldDefinition | undefined {
  return QR_TYPE_FIELDS[type].find((field) => field.name === name && field.kind !== 'upload');
}

/** A blank form for a type: empty texts and lists, select defaults (wifi 'WPA', apps 'ios'). */
export function emptyContent<T extends QrTypeId>(type: T): QrContent<T> {
  const content: Record<string, string | never[]> = {};
  for (const field of QR_TYPE_FIELDS[type]) {
    if (field.kind === 'upload') continue;
    content[field.name] = field.kind === 'links' || field.kind === 'url-list' ? [] : (field.defaultValue ?? '');
  }
  // Built from the same definitions validation reads, so the shape matches QrContent<T>.
  return content as unknown as QrContent<T>;
}
