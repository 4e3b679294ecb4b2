import type { QrCustomizationInput } from '@liveqr/qr-render';

/**
 * The looks the home page's generator offers for a static code: a taste of the designer, each
 * dark enough on white to scan (the scan tests decode every one).
 */
export const STATIC_QR_STYLES = {
  classic: {},
  dots: { modulePattern: 'dots', finderFrame: 'rounded', finderCentre: 'rounded', foreground: '#1d4ed8' },
  rounded: { modulePattern: 'rounded', finderFrame: 'extra-rounded', finderCentre: 'rounded', foreground: '#0f766e' },
  ink: {
    modulePattern: 'classy',
    finderFrame: 'leaf',
    finderCentre: 'leaf',
    foreground: {
      type: 'linear',
      angle: 45,
      stops: [
        { offset: 0, colour: '#4c1d95' },
        { offset: 1, colour: '#be185d' },
      ],
    },
  },
} satisfies Record<string, QrCustomizationInput>;

export type StaticQrStyle = keyof typeof STATIC_QR_STYLES;
export const STATIC_QR_STYLE_NAMES = Object.keys(STATIC_QR_STYLES) as StaticQrStyle[];
