import type { CouponContent, LinksContent, QrContent, SocialContent, VcardContent } from '@liveqr/qr-content';

/** The types whose scan lands on a public page of ours (architecture §5). */
export const PUBLIC_PAGE_TYPES = ['vcard', 'business', 'links', 'images', 'coupon', 'social'] as const;
export type PublicPageType = (typeof PUBLIC_PAGE_TYPES)[number];

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
}

export interface PublicQrCodeView<T extends PublicPageType = PublicPageType> {
  id: string;
  name: string;
  type: T;
  content: PublicPageContentMap[T];
  /** True only for the signed-in owner (spec §4): the links page shows the Add Link form then. */
  isOwner: boolean;
}

/** Picks a page's fields from the stored content, so a public page never reads more than it shows. */
export function publicContent<T extends PublicPageType>(type: T, stored: QrContent): PublicPageContentMap[T];
export function publicContent(type: PublicPageType, stored: QrContent): PublicPageContentMap[PublicPageType] {
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
  }
}

function pick<K extends string>(names: readonly K[], text: (name: string) => string): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, text(name)])) as Record<K, string>;
}

export function toPublicQrCodeView<T extends PublicPageType>(
  code: { id: string; name: string; userId: string; content: QrContent },
  type: T,
  viewerId: string | null,
): PublicQrCodeView<T> {
  return {
    id: code.id,
    name: code.name,
    type,
    content: publicContent(type, code.content),
    isOwner: viewerId !== null && viewerId === code.userId,
  };
}
