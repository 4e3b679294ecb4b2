import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH, type PasswordWeakness } from '@liveqr/shared/contracts';

/** How many of the most common passwords are refused (the list is ranked, most common first). */
export const REFUSED_COMMON_PASSWORDS = 10_000;

/** What the owner of a password typed about themselves; a password built from it is refused. */
export interface PasswordOwner {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Shorter pieces of a name or address ("Li", "jo") would refuse too many good passwords. */
const MIN_PERSONAL_PIECE_LENGTH = 3;

let commonPasswords: Set<string> | undefined;

/** The leaked-password list of zxcvbn-ts (language-common), lower case, kept once it was needed. */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, REFUSED_COMMON_PASSWORDS));
  return commonPasswords.has(password.toLowerCase());
}

/** The owner's name, address, the address's parts and its domain's name, in lower case, longest first. */
function personalPieces({ firstName = '', lastName = '', email = '' }: PasswordOwner): string[] {
  const [localPart = '', domain = ''] = email.toLowerCase().split('@');
  const pieces = [firstName, lastName, email, localPart, ...localPart.split(/[._+-]/), domain.split('.')[0] ?? '']
    .map((piece) => piece.trim().toLowerCase())
    .filter((piece) => piece.length >= MIN_PERSONAL_PIECE_LENGTH);
  return [...new Set(pieces)].sort((a, b) => b.length - a.length);
}

/**
 * Built from the owner's own data: once their name and address pieces are taken out, what remains
 * is shorter than the minimum or has no letter at all ("Lovelace1815", "ada2024!", the address).
 */
function isPersonal(password: string, owner: PasswordOwner): boolean {
  let rest = password.toLowerCase();
  let found = false;
  for (const piece of personalPieces(owner)) {
    if (!rest.includes(piece)) continue;
    found = true;
    rest = rest.split(piece).join('');
  }
  return found && (rest.length < MIN_PASSWORD_LENGTH || !/\p{L}/u.test(rest));
}

/** Why a password is refused although it passes the spec's rules, or undefined. Checked on the server. */
export function passwordWeakness(password: string, owner: PasswordOwner): PasswordWeakness | undefined {
  if (isCommonPassword(password)) return 'common';
  if (isPersonal(password, owner)) return 'personal';
  return undefined;
}
