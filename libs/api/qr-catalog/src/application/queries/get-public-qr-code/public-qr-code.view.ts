import type { CouponContent, LinksContent, QrContent, SocialContent, VcardContent } from '@liveqr/qr-content';
import { darkestColour, type QrCustomization } from '@liveqr/qr-render';

/** The types whose scan lands on a public page of ours (architecture §5); pdf, video and mp3 when their file is ours. */
export const PUBLIC_PAGE_TYPES = [
  'vcard',
  'business',
  'links',
  'images',
  'coupon',
  'social',
  'pdf',
  'video',
  'mp3',
] as const;
export type PublicPageType = (typeof PUBLIC_PAGE_TYPES)[number];
/** The types shown in a file viewer. */
export const VIEWER_TYPES = ['pdf', 'video', 'mp3'] as const satisfies readonly PublicPageType[];
export type ViewerType = (typeof VIEWER_TYPES)[number];

/** A file uploaded to LiveQR, as a viewer plays or shows it. */
export interface PublicFile {
  /** Same-origin path of the bytes (`/api/uploads/{id}`), which answers range requests. */
  url: string;
  contentType: string;
  fileName: string;
  size: number;
}

export interface PublicFileContent {
  /** Null when the file was deleted since: the viewer says it is no longer available. */
  file: PublicFile | null;
}

/** The page's colours: the code's design (its two colours only), so the page looks like the printed code. */
export interface PublicColors {
  foreground: string;
  background: string;
}

export interface PublicBusinessContent {
  businessName: string;
  /** The website field, or the url field when only that one is set (spec §2). */
  website: string;
  phone: string;
  email: string;
  address: string;
}

export interface PublicImagesContent {
  images: string[];
}

/** Only what each page shows. */
export interface PublicPageContentMap {
  vcard: VcardContent;
  business: PublicBusinessContent;
  links: LinksContent;
  images: PublicImagesContent;
  coupon: CouponContent;
  social: SocialContent;
  pdf: PublicFileContent;
  video: PublicFileContent;
  mp3: PublicFileContent;
}

export interface PublicQrCodeView<T extends PublicPageType = PublicPageType> {
  id: string;
  name: string;
  type: T;
  content: PublicPageContentMap[T];
  colors: PublicColors;
  /** True only for the signed-in owner (spec §4): the links page shows the Add Link form then. */
  isOwner: boolean;
}

/** Picks a page's fields from the stored content, so a public page never reads more than it shows. */
export function publicContent<T extends PublicPageType>(
  type: T,
  stored: QrContent,
  file?: PublicFile | null,
): PublicPageContentMap[T];
export function publicContent(
  type: PublicPageType,
  stored: QrContent,
  file: PublicFile | null = null,
): PublicPageContentMap[PublicPageType] {
  const content = stored as unknown as Record<string, unknown>;
  const text = (name: string) => (typeof content[name] === 'string' ? (content[name] as string) : '');
  switch (type) {
    case 'vcard':
      return pick(['firstName', 'lastName', 'phone', 'email', 'company', 'website', 'address'], text);
    case 'business':
      return {
        businessName: text('businessName'),
        website: text('website') || text('url'),
        phone: text('phone'),
        email: text('email'),
        address: text('address'),
      };
    case 'links':
      return { links: Array.isArray(content['links']) ? (content['links'] as LinksContent['links']) : [] };
    case 'images': {
      const listed = Array.isArray(content['images']) ? (content['images'] as { url?: string }[]) : [];
      const urls = listed.map((image) => image.url ?? '');
      return { images: (urls.length > 0 ? urls : [text('imageUrl') || text('url')]).filter(Boolean) };
    }
    case 'coupon':
      return pick(['code', 'text', 'url'], text);
    case 'social':
      return pick(['url', 'facebookUrl', 'instagramUrl', 'twitterUrl'], text);
    case 'pdf':
    case 'video':
    case 'mp3':
      return { file };
  }
}

/** The page wears the code's colours: its background, and the darkest colour it draws with as the accent. */
export function publicColors(customization: QrCustomization): PublicColors {
  return { foreground: darkestColour(customization.foreground), background: customization.background };
}

function pick<K extends string>(names: readonly K[], text: (name: string) => string): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, text(name)])) as Record<K, string>;
}

export function toPublicQrCodeView<T extends PublicPageType>(
  code: { id: string; name: string; userId: string; content: QrContent; customization: QrCustomization },
  type: T,
  viewerId: string | null,
  file: PublicFile | null = null,
): PublicQrCodeView<T> {
  return {
    id: code.id,
    name: code.name,
    type,
    content: publicContent(type, code.content, file),
    colors: publicColors(code.customization),
    isOwner: viewerId !== null && viewerId === code.userId,
  };
}
