import type { VcardContent } from './content';

const CRLF = '\r\n';
/** RFC 2426 §2.6: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;
const FALLBACK_NAME = 'Contact';

/**
 * vCard 3.0 text for a contact (RFC 2426), used both as the payload of an untracked code and as
 * the .vcf the public page downloads. Empty fields are left out; lines end with CRLF.
 */
export function buildVcard(contact: VcardContent): string {
  const fullName = joinName(contact.firstName, contact.lastName) || FALLBACK_NAME;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(contact.lastName)};${escapeText(contact.firstName)};;;`,
    `FN:${escapeText(fullName)}`,
    optional('TEL', escapeText(contact.phone)),
    optional('EMAIL', escapeText(contact.email)),
    optional('ORG', escapeText(contact.company)),
    // URL values are URIs, not text: RFC 2426 escaping would corrupt commas in them.
    optional('URL', contact.website),
    // The address is one free-text field, so it goes in the street component.
    optional('ADR', contact.address && `;;${escapeText(contact.address)};;;;`),
    'END:VCARD',
  ];
  const content = lines.filter((line) => line !== '').map(foldLine);
  return content.join(CRLF) + CRLF;
}

/**
 * Spec §9: the full name with everything but letters and digits (of any alphabet) replaced by
 * underscores, plus .vcf: "Żaneta_Łukasiewicz.vcf". Where it is sent, the download gets an ASCII
 * name beside it for clients that cannot read this one.
 */
export function vcardFileName(firstName: string, lastName: string): string {
  const name = joinName(firstName, lastName) || FALLBACK_NAME;
  return `${name.normalize('NFC').replace(/[^\p{L}\p{M}\p{N}]/gu, '_')}.vcf`;
}

/** RFC 2426 §4 text escaping: backslash, comma, semicolon and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a line into chunks of at most 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    if (octets + size > MAX_LINE_OCTETS) {
      chunks.push(chunk);
      chunk = ' ';
      octets = 1;
    }
    chunk += character;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join(CRLF);
}

function utf8Length(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

function optional(property: string, value: string): string {
  return value === '' ? '' : `${property}:${value}`;
}

function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
