/** The 16 QR code types, in the order the type picker shows them (spec §3). */
export const QR_TYPE_IDS = [
  'website',
  'pdf',
  'images',
  'video',
  'wifi',
  'menu',
  'business',
  'vcard',
  'mp3',
  'apps',
  'links',
  'coupon',
  'facebook',
  'instagram',
  'social',
  'whatsapp',
] as const;

export type QrTypeId = (typeof QR_TYPE_IDS)[number];

export interface QrType {
  readonly id: QrTypeId;
  readonly label: string;
  readonly description: string;
}

const DETAILS: { readonly [T in QrTypeId]: Omit<QrType, 'id'> } = {
  website: { label: 'Website', description: 'Link to any website URL' },
  pdf: { label: 'PDF', description: 'Show a PDF' },
  images: { label: 'Images', description: 'Share multiple images' },
  video: { label: 'Video', description: 'Show a video' },
  wifi: { label: 'WiFi', description: 'Connect to a Wi-Fi network' },
  menu: { label: 'Menu', description: 'Create a restaurant menu' },
  business: { label: 'Business', description: 'Share business information' },
  vcard: { label: 'vCard', description: 'Share a digital business card' },
  mp3: { label: 'MP3', description: 'Share an audio file' },
  apps: { label: 'Apps', description: 'Redirect to an app store' },
  links: { label: 'List of Links', description: 'Share multiple links' },
  coupon: { label: 'Coupon', description: 'Share a coupon' },
  facebook: { label: 'Facebook', description: 'Share your Facebook page' },
  instagram: { label: 'Instagram', description: 'Share your Instagram' },
  social: { label: 'Social Media', description: 'Share your social channels' },
  whatsapp: { label: 'WhatsApp', description: 'Get WhatsApp messages' },
};

export const QR_TYPES: readonly QrType[] = QR_TYPE_IDS.map((id) => ({ id, ...DETAILS[id] }));

const TYPE_ID_SET: ReadonlySet<string> = new Set(QR_TYPE_IDS);

export function isQrType(value: unknown): value is QrTypeId {
  return typeof value === 'string' && TYPE_ID_SET.has(value);
}

export function qrType(id: QrTypeId): QrType {
  return { id, ...DETAILS[id] };
}

/** The name a new code gets when the user leaves it blank (spec §5: '{type} QR Code'). */
export function defaultName(type: QrTypeId): string {
  return `${DETAILS[type].label} QR Code`;
}
