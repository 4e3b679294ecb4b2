import type { LinkItem } from './content';
import type { DestinationContext, DestinationRefusal } from './destination';
import { LINK_TITLE_FIELD } from './fields';
import { MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './limits';
import { CONTENT_MESSAGES } from './messages';
import { checkUrl, withoutScheme } from './url';

/** What a user types in the "Add New Link" box. */
export interface LinkInput {
  title?: string;
  url?: string;
}

/** Why a link is refused, and which of its inputs is at fault. */
export interface LinkRefusal {
  message: string;
  field: keyof LinkInput;
  refusal?: DestinationRefusal;
}

export type LinkListResult = { ok: true; list: LinkItem[] } | ({ ok: false } & LinkRefusal);

/**
 * The "Add link" rule (spec §5): URL required, https:// prepended when no scheme is given, title
 * trimmed and defaulting to the URL, refused when the list already holds the URL or, as legacy
 * lists stored it, the URL without its scheme, or when the list is full (MAX_LIST_ITEMS). Returns a
 * new list; the given one is not changed.
 */
export function addLink(list: readonly LinkItem[], input: LinkInput, context?: DestinationContext): LinkListResult {
  if (list.length >= MAX_LIST_ITEMS) return { ok: false, message: CONTENT_MESSAGES.tooManyItems, field: 'url' };
  const known = new Set(list.map((link) => link.url));
  const link = acceptLink(input, known, context);
  return 'message' in link ? { ok: false, ...link } : { ok: true, list: [...list, link] };
}

/**
 * Builds a list by adding each input in turn with the same rule; linear, so long lists stay cheap.
 * A refusal says which input (`index`, from 0) it is about.
 */
export function buildLinkList(
  inputs: readonly LinkInput[],
  context?: DestinationContext,
): { ok: true; list: LinkItem[] } | ({ ok: false; index: number } & LinkRefusal) {
  const known = new Set<string>();
  const list: LinkItem[] = [];
  for (const [index, input] of inputs.entries()) {
    const link = acceptLink(input, known, context);
    if ('message' in link) return { ok: false, ...link, index };
    list.push(link);
  }
  return { ok: true, list };
}

function acceptLink(input: LinkInput, known: Set<string>, context?: DestinationContext): LinkItem | LinkRefusal {
  const rawUrl = input.url?.trim() ?? '';
  if (rawUrl === '') return { message: CONTENT_MESSAGES.urlRequired, field: 'url' };
  const checked = checkUrl(rawUrl, undefined, context);
  if (!checked.ok) return { message: checked.message, field: 'url', refusal: checked.refusal };
  const { url } = checked;
  const title = input.title?.trim() ?? '';
  if (title.length > MAX_TEXT_LENGTH)
    return { message: CONTENT_MESSAGES.tooLong(LINK_TITLE_FIELD.label, MAX_TEXT_LENGTH), field: 'title' };
  if (known.has(url) || known.has(withoutScheme(url))) return { message: CONTENT_MESSAGES.duplicateLink, field: 'url' };
  known.add(url);
  return { title: title || url, url };
}
