import type { QrTypeId } from './types';

/**
 * Normalised content per type, as stored (field names as in the spec's contract). Every field is
 * present; optional ones hold ''. Where the spec stores one typed value twice (`url` plus the
 * type-specific field), both hold the same normalised URL.
 */
export interface LinkItem {
  title: string;
  url: string;
}

export interface ImageItem {
  url: string;
}

export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

export const APP_STORES = ['ios', 'android'] as const;
export type AppStore = (typeof APP_STORES)[number];

export interface WebsiteContent {
  url: string;
}
export interface PdfContent {
  url: string;
  pdfUrl: string;
}
export interface ImagesContent {
  /** The first image, kept for readers of the single-image form. */
  url: string;
  imageUrl: string;
  images: ImageItem[];
}
export interface VideoContent {
  url: string;
  videoUrl: string;
}
export interface VcardContent {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  website: string;
  address: string;
}
export interface WifiContent {
  ssid: string;
  /** '' when encryption is 'nopass'. */
  password: string;
  encryption: WifiEncryption;
}
export interface WhatsappContent {
  /** Digits with an optional leading '+'. */
  phone: string;
  message: string;
}
export interface FacebookContent {
  /** Handle only: no site prefix, '@' or trailing slash. */
  pageId: string;
}
export interface InstagramContent {
  /** Handle only: no site prefix, '@' or trailing slash. */
  username: string;
}
export interface SocialContent {
  url: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
}
export interface LinksContent {
  links: LinkItem[];
}
export interface MenuContent {
  url: string;
  menuUrl: string;
}
export interface BusinessContent {
  businessName: string;
  url: string;
  website: string;
  phone: string;
  email: string;
  address: string;
}
export interface Mp3Content {
  url: string;
  audioUrl: string;
}
export interface AppsContent {
  store: AppStore;
  appId: string;
}
export interface CouponContent {
  url: string;
  code: string;
  text: string;
}

export interface QrContentMap {
  website: WebsiteContent;
  pdf: PdfContent;
  images: ImagesContent;
  video: VideoContent;
  wifi: WifiContent;
  menu: MenuContent;
  business: BusinessContent;
  vcard: VcardContent;
  mp3: Mp3Content;
  apps: AppsContent;
  links: LinksContent;
  coupon: CouponContent;
  facebook: FacebookContent;
  instagram: InstagramContent;
  social: SocialContent;
  whatsapp: WhatsappContent;
}

export type QrContent<T extends QrTypeId = QrTypeId> = QrContentMap[T];
