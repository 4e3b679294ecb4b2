/**
 * Where in a create or edit request a refused value sits, as the API's error body names it (`field`)
 * and the creator marks it: `content.links[2].url`, `routing[0].when.country`, `expiry.fallbackUrl`.
 * Names join with dots, list positions (from 0) stand in brackets.
 */
export function fieldPath(...segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>(
    (path, segment) =>
      typeof segment === 'number' ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`,
    '',
  );
}

/** True when `path` is `ancestor` or lies inside it (`content.links[2].url` inside `content.links`). */
export function isWithinField(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}.`) || path.startsWith(`${ancestor}[`);
}

/** The path of a content field in the request: content is sent as `content`. */
export const contentFieldPath = (...segments: ReadonlyArray<string | number>): string =>
  fieldPath('content', ...segments);
