import { MAX_DESTINATION_HOSTS, MAX_LIST_ITEMS } from './limits';
import type { QrTypeId } from './types';

/** Step 3 of "Create QR" (spec §5): the message shown when a type's required content is missing. */
export const REQUIRED_CONTENT_MESSAGES: { readonly [T in QrTypeId]: string } = {
  website: 'Please enter a website URL',
  pdf: 'Please enter a PDF URL',
  images: 'Please enter at least one image URL',
  video: 'Please enter a video URL',
  vcard: 'Please fill in at least first name and phone number',
  wifi: 'Please enter WiFi network name and password',
  whatsapp: 'Please enter a phone number',
  facebook: 'Please enter a Facebook page ID or username',
  instagram: 'Please enter an Instagram username',
  social: 'Please enter at least one social media URL',
  links: 'Please add at least one link',
  menu: 'Please enter a menu URL',
  business: 'Please enter at least a website URL or phone number',
  mp3: 'Please enter an audio file URL',
  apps: 'Please enter an app ID',
  coupon: 'Please enter a coupon code, URL, or text',
};

export const CONTENT_MESSAGES = {
  /** Step 4 of "Create QR" (spec §5). */
  emptyPayload: 'QR code content is empty. Please fill in all required fields.',
  /** Add link (spec §5). */
  urlRequired: 'Please enter a URL',
  duplicateLink: 'This link already exists!',
  unknownType: 'Unknown QR code type',
  contentNotObject: 'QR code content must be an object',
  onlyHttp: 'Only http:// and https:// links are allowed',
  invalidEmail: 'Please enter a valid email address',
  invalidFacebookPage: 'Please enter a valid Facebook page ID or username',
  invalidInstagramUsername: 'Please enter a valid Instagram username',
  invalidAppId: 'Please enter a valid app ID',
  invalidLinkItem: 'Each link must have a URL and an optional title',
  invalidImageItem: 'Each image must have a URL',
  tooManyItems: `A list holds at most ${formatCount(MAX_LIST_ITEMS)} items`,
  tooManyHosts: `A code may lead to at most ${MAX_DESTINATION_HOSTS} different sites`,
  notText: (label: string) => `${label} must be text`,
  notList: (label: string) => `${label} must be a list`,
  tooLong: (label: string, max: number) => `${label} must be at most ${formatCount(max)} characters`,
  invalidUrl: (label: string) => `${label} is not a valid URL`,
  controlCharacters: (label: string) => `${label} must not contain line breaks or control characters`,
  invalidChoice: (label: string, choices: readonly string[]) => `${label} must be one of: ${choices.join(', ')}`,
} as const;

/** 2048 -> '2,048', without Intl so the output is the same on every runtime. */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
