import { apiFetch } from '@liveqr/web/auth';

/** What `GET /api/public/qr-codes/:id` answers per page (qr-catalog's public page view). */
export interface PublicContentMap {
  vcard: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    company: string;
    website: string;
    address: string;
  };
  business: { businessName: string; website: string; phone: string; email: string; address: string };
  links: { links: { title: string; url: string }[] };
  images: { images: string[] };
  coupon: { code: string; text: string; url: string };
  social: { url: string; facebookUrl: string; instagramUrl: string; twitterUrl: string };
}
export type PublicPageType = keyof PublicContentMap;

export interface PublicCode<T extends PublicPageType> {
  id: string;
  name: string;
  type: T;
  content: PublicContentMap[T];
  isOwner: boolean;
}

export function fetchPublicCode<T extends PublicPageType>(id: string, type: T): Promise<PublicCode<T>> {
  return apiFetch(`/api/public/qr-codes/${encodeURIComponent(id)}?type=${type}`);
}

export function addLink(id: string, link: { title: string; url: string }): Promise<PublicCode<'links'>> {
  return apiFetch(`/api/qr-codes/${encodeURIComponent(id)}/links`, { method: 'POST', json: link });
}

/** Spec §2: stored links without a scheme open over https. */
export function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
