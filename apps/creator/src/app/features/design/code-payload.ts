import { encodePayload, trackedPayload, validateContent, type QrTypeId } from '@liveqr/qr-content';
import type { ContentValues } from '../content/content-fields';

/** Before a code exists its preview holds a stand-in for the slug and id it will get. */
const PLACEHOLDER = 'preview';

export interface CodePayloadInput {
  type: QrTypeId;
  content: ContentValues;
  tracked: boolean;
  /** The code's slug once it exists (edit): a tracked preview shows its real link. */
  slug?: string;
  /** Id used in page payloads (business, links, ...). */
  id?: string;
  /** The custom domain a tracked code is made on; null or left out: LiveQR's own host. */
  domain?: string | null;
}

export interface CodePayload {
  /** The text the code holds, as the preview draws it. */
  payload: string;
  /** The content as qr-content normalised it: what create and update send. */
  content: ContentValues;
}

/** The code's text for the preview and the design check; undefined while the content is not complete. */
export function codePayload({
  type,
  content,
  tracked,
  slug,
  id,
  domain = null,
}: CodePayloadInput): CodePayload | undefined {
  const valid = validateContent(type, content);
  if (!valid.ok) return undefined;
  const origin = typeof window === 'undefined' ? 'https://liveqr.invalid' : window.location.origin;
  const payload = tracked
    ? trackedPayload(origin, slug ?? PLACEHOLDER, domain)
    : encodePayload(type, valid.content, { publicUrl: origin, id: id ?? PLACEHOLDER });
  return payload ? { payload, content: { ...valid.content } } : undefined;
}
