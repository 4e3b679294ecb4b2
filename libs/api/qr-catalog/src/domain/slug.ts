import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 56^8 ≈ 10^14 slugs: collisions are rare enough to retry, and guessing one is impractical. */
export const SLUG_LENGTH = 8;

/** A short, URL-safe, unguessable slug without look-alike characters (0/O, 1/l/I). */
export function newSlug(): string {
  let slug = '';
  for (let i = 0; i < SLUG_LENGTH; i++) slug += ALPHABET[randomInt(ALPHABET.length)];
  return slug;
}
