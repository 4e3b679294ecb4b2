/**
 * The UTM builder: campaign parameters on a URL destination, so analytics tools other than ours
 * see where visitors came from. Pure, for the creator's preview of the final URL.
 */

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmParameters = Partial<Record<UtmField, string>>;

/** The WHATWG URL parser of every runtime qr-content runs in, typed here for want of DOM or Node typings. */
interface WhatwgUrl {
  href: string;
  searchParams: {
    get(name: string): string | null;
    set(name: string, value: string): void;
    delete(name: string): void;
  };
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => WhatwgUrl }).URL;

/**
 * The URL with `utm_{field}` set for every filled field and removed for every empty one; other
 * parameters stay. A value that is not an absolute URL comes back as it is.
 */
export function withUtm(url: string, utm: UtmParameters): string {
  let parsed: WhatwgUrl;
  try {
    parsed = new WhatwgUrl(url);
  } catch {
    return url;
  }
  for (const field of UTM_FIELDS) {
    const value = utm[field] ?? '';
    if (value.trim() === '') parsed.searchParams.delete(`utm_${field}`);
    else parsed.searchParams.set(`utm_${field}`, value);
  }
  return parsed.href;
}

/** The UTM parameters a URL already has, to fill the builder. */
export function utmOf(url: string): UtmParameters {
  let parsed: WhatwgUrl;
  try {
    parsed = new WhatwgUrl(url);
  } catch {
    return {};
  }
  const found: UtmParameters = {};
  for (const field of UTM_FIELDS) {
    const value = parsed.searchParams.get(`utm_${field}`);
    if (value) found[field] = value;
  }
  return found;
}
