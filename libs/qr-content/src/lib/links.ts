import type { LinkItem } from './content';
import type { DestinationContext, DestinationRefusal } from './destination';
import { LINK_TITLE_FIELD } from './fields';
import { MAX_TEXT_LENGTH } from './limits';
import { CONTENT_MESSAGES } from './messages';
import { checkUrl, withoutScheme } from './url';

/** What a user types in the "Add New Link" box. */
export interface LinkInput {
  title?: string;
  url?: string;
}

export type LinkListResult =
  { ok: true; list: LinkItem[] } | { ok: false; message: string; refusal?: DestinationRefusal };

/**
 * The "Add link" rule (spec §5): URL required, https:// prepended when no scheme is given, title
 * trimmed and defaulting to the URL, refused when the list already holds the URL or, as legacy
 * lists stored it, the URL without its scheme. Returns a new list; the given one is not changed.
 */
export function addLink(list: readonly LinkItem[], input: LinkInput, context?: DestinationContext): LinkListResult {
  const known = new Set(list.map((link) => link.url));
  const link = acceptLink(input, known, context);
  return 'message' in link ? { ok: false, ...link } : { ok: true, list: [...list, link] };
}

/** Builds a list by adding each input in turn with the same rule; linear, so long lists stay cheap. */
export function buildLinkList(inputs: readonly LinkInput[], context?: DestinationContext): LinkListResult {
  const known = new Set<string>();
  const list: LinkItem[] = [];
  for (const input of inputs) {
    const link = acceptLink(input, known, context);
    if ('message' in link) return { ok: false, ...link };
    list.push(link);
  }
  return { ok: true, list };
}

function acceptLink(
  input: LinkInput,
  known: Set<string>,
  context?: DestinationContext,
): LinkItem | { message: string; refusal?: DestinationRefusal } {
  const rawUrl = input.url?.trim() ?? '';
  if (rawUrl === '') return { message: CONTENT_MESSAGES.urlRequired };
  const checked = checkUrl(rawUrl, undefined, context);
  if (!checked.ok) return { message: checked.message, refusal: checked.refusal };
  const { url } = checked;
  const title = input.title?.trim() ?? '';
  if (title.length > MAX_TEXT_LENGTH)
    return { message: CONTENT_MESSAGES.tooLong(LINK_TITLE_FIELD.label, MAX_TEXT_LENGTH) };
  if (known.has(url) || known.has(withoutScheme(url))) return { message: CONTENT_MESSAGES.duplicateLink };
  known.add(url);
  return { title: title || url, url };
}
