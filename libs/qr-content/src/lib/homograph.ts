import unhomoglyph from 'unhomoglyph';
import { parseDestination } from './destination';

/**
 * Hosts that are often imitated in phishing. A host whose label reads like one of these (Unicode
 * confusables folded per UTS #39 with the `unhomoglyph` table) without being it earns a warning.
 */
export const IMITATED_BRANDS = [
  'adobe',
  'amazon',
  'apple',
  'binance',
  'chase',
  'coinbase',
  'dhl',
  'docusign',
  'dropbox',
  'ebay',
  'facebook',
  'fedex',
  'gmail',
  'google',
  'icloud',
  'instagram',
  'linkedin',
  'microsoft',
  'netflix',
  'office',
  'outlook',
  'paypal',
  'spotify',
  'steam',
  'telegram',
  'tiktok',
  'twitter',
  'whatsapp',
  'yahoo',
  'youtube',
] as const;

/** Why a host may not be what it seems: letters of several scripts in one label, or a brand's look-alike. */
export type HostWarning = { kind: 'mixed_scripts'; host: string } | { kind: 'lookalike'; host: string; brand: string };

/** Scripts whose letters pass for Latin ones; a label mixing two of them is the classic homograph. */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u];

/** A warning for the creator to show under a URL field; undefined for an ordinary host or no URL. */
export function hostWarning(url: string): HostWarning | undefined {
  const host = parseDestination(url)?.host;
  if (!host) return undefined;
  const labels = host.split('.').filter(Boolean);
  if (labels.some((label) => CONFUSABLE_SCRIPTS.filter((script) => script.test(label)).length > 1)) {
    return { kind: 'mixed_scripts', host };
  }
  // The last label is the top-level domain; the brand is in one of the labels before it.
  for (const label of labels.slice(0, -1)) {
    const brand = IMITATED_BRANDS.find((name) => name !== label && unhomoglyph(label).toLowerCase() === name);
    if (brand) return { kind: 'lookalike', host, brand };
  }
  return undefined;
}
