import type { ScanRefusal } from '@liveqr/shared/contracts';

/**
 * The scan redirect's own pages, for a phone that scanned a code it cannot follow: small, static
 * HTML without script or external resources.
 */

/** The pages load nothing and run nothing: the policy says so. */
export const SCAN_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export const INACTIVE_TITLE = 'This QR code is inactive';
export const NOT_FOUND_TITLE = 'QR code not found';

export function inactivePage(): string {
  return page(INACTIVE_TITLE, 'Its owner has switched it off. Please try again later or ask them for a new code.');
}

export const BLOCKLISTED_TITLE = 'This QR code leads to a harmful site';
export const NOT_ALLOWED_TITLE = 'This QR code cannot be followed';

/** A destination the policy refuses now (blocklisted since, or saved before a rule): the scanner is warned, not sent. */
export function refusedPage(reason: ScanRefusal, host: string): string {
  return reason === 'blocklisted'
    ? page(
        BLOCKLISTED_TITLE,
        `It leads to ${escapeHtml(host)}, which is on our list of harmful sites. You were not sent there.`,
      )
    : page(NOT_ALLOWED_TITLE, 'It leads to an address that QR codes may not lead to. You were not sent there.');
}

export function notFoundPage(): string {
  return page(NOT_FOUND_TITLE, 'This link does not belong to any QR code. Check that it was scanned completely.');
}

function page(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · LiveQR</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:20vh auto;padding:0 1rem;text-align:center;color:#1f2937}</style>
</head>
<body>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">LiveQR</a></p>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
