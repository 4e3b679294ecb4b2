import { randomInt, randomUUID } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 56^8 ≈ 10^14 slugs: collisions are rare enough to retry, and guessing one is impractical. */
export const SLUG_LENGTH = 8;

/** A short, URL-safe, unguessable slug without look-alike characters (0/O, 1/l/I). */
export function newSlug(): string {
  let slug = '';
  for (let i = 0; i < SLUG_LENGTH; i++) slug += ALPHABET[randomInt(ALPHABET.length)];
  return slug;
}

/** What a new code draws before it is saved; its payload, and so its printed symbol, may hold either. */
export interface CodeIdentity {
  id: string;
  slug: string;
}

export function newIdentity(): CodeIdentity {
  return { id: randomUUID(), slug: newSlug() };
}
