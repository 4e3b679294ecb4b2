import type { QrTypeId } from '@liveqr/qr-content';

/** A circle as path data, so every icon is one path. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Line icons (24×24, drawn with the text colour) for the home page's list of the 16 types. */
export const TYPE_ICONS: Record<QrTypeId, string> = {
  website: `${circle(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18`,
  pdf: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  images: `M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4${circle(15.5, 9, 1.5)}`,
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  menu: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3 4-3 8h3',
  business: 'M4 21V5l8-3v19M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2',
  vcard: `M3 5h18v14H3z${circle(8.5, 10.5, 2)}M5.5 16a3 3 0 0 1 6 0M14 9h4M14 13h4`,
  mp3: `M9 18V5l11-2v13${circle(6, 18, 3)}${circle(17, 16, 3)}`,
  apps: 'M7 2h10v20H7zM11 18h2',
  links: 'M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01',
  coupon: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v2M14 11v2M14 15v2',
  facebook: 'M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z',
  instagram: `M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z${circle(12, 12, 4)}M17.5 6.5h.01`,
  social: `${circle(6, 12, 2.5)}${circle(18, 6, 2.5)}${circle(18, 18, 2.5)}M8.2 10.9l7.6-3.8M8.2 13.1l7.6 3.8`,
  whatsapp: 'M3 21l1.7-5A9 9 0 1 1 8 19.3zM9 9.5c0 3 2.5 5.5 5.5 5.5',
};
