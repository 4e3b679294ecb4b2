import type { LinksContent, QrContent } from '@liveqr/qr-content';
import { darkestColour, type QrCustomization } from '@liveqr/qr-render';
import type { Upload } from '../../../domain/upload.entity';

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

/*
 * A public page's data as the API answers it. Its HTTP shape is described once, by
 * PublicQrCodeResponseDto (interface/dto/public-qr-code.dto.ts), which the controller returns.
 */

/** A file uploaded to LiveQR, as a viewer plays or shows it; its same-origin `url` answers range requests. */
export function toPublicFile(upload: Upload) {
  return {
    url: `/api/uploads/${upload.id}`,
    contentType: upload.contentType,
    fileName: upload.fileName,
    size: upload.size,
  };
}

export type PublicFile = ReturnType<typeof toPublicFile>;

/** What a page's fields are read from: the stored content, its text fields ('' when absent), a viewer's file. */
interface StoredContent {
  content: Record<string, unknown>;
  text: (name: string) => string;
  /** Null when the file was deleted since: the viewer says it is no longer available. */
  file: PublicFile | null;
}

const fileContent = ({ file }: StoredContent) => ({ file });

/** Each page's fields, picked from the stored content, so a public page never reads more than it shows. */
const PAGE_CONTENT = {
  vcard: ({ text }: StoredContent) =>
    pick(['firstName', 'lastName', 'phone', 'email', 'company', 'website', 'address'], text),
  business: ({ text }: StoredContent) => ({
    businessName: text('businessName'),
    // The website field, or the url field when only that one is set (spec §2).
    website: text('website') || text('url'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
  }),
  links: ({ content }: StoredContent) => ({
    links: Array.isArray(content['links']) ? (content['links'] as LinksContent['links']) : [],
  }),
  images: ({ content, text }: StoredContent) => {
    const listed = Array.isArray(content['images']) ? (content['images'] as { url?: string }[]) : [];
    const urls = listed.map((image) => image.url ?? '');
    return { images: (urls.length > 0 ? urls : [text('imageUrl') || text('url')]).filter(Boolean) };
  },
  coupon: ({ text }: StoredContent) => pick(['code', 'text', 'url'], text),
  social: ({ text }: StoredContent) => pick(['url', 'facebookUrl', 'instagramUrl', 'twitterUrl'], text),
  pdf: fileContent,
  video: fileContent,
  mp3: fileContent,
} satisfies Record<PublicPageType, (stored: StoredContent) => object>;

/** Only what each page shows. */
export type PublicPageContentMap = { [T in PublicPageType]: ReturnType<(typeof PAGE_CONTENT)[T]> };

export function publicContent<T extends PublicPageType>(
  type: T,
  stored: QrContent,
  file: PublicFile | null = null,
): PublicPageContentMap[T] {
  const content = stored as unknown as Record<string, unknown>;
  const text = (name: string) => (typeof content[name] === 'string' ? (content[name] as string) : '');
  return PAGE_CONTENT[type]({ content, text, file }) as PublicPageContentMap[T];
}

/** The page wears the code's colours: its background, and the darkest colour it draws with as the accent. */
export function publicColors(customization: QrCustomization) {
  return { foreground: darkestColour(customization.foreground), background: customization.background };
}

export type PublicColors = ReturnType<typeof publicColors>;

function pick<const K extends string>(names: readonly K[], text: (name: string) => string): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, text(name)])) as Record<K, string>;
}

export function toPublicQrCodeView<T extends PublicPageType>(
  code: { id: string; name: string; userId: string; content: QrContent; customization: QrCustomization },
  type: T,
  viewerId: string | null,
  file: PublicFile | null = null,
) {
  return {
    id: code.id,
    name: code.name,
    type,
    content: publicContent(type, code.content, file),
    colors: publicColors(code.customization),
    // True only for the signed-in owner (spec §4): the links page shows the Add Link form then.
    isOwner: viewerId !== null && viewerId === code.userId,
  };
}

export type PublicQrCodeView<T extends PublicPageType = PublicPageType> = ReturnType<typeof toPublicQrCodeView<T>>;
