import { formatHex, parse } from 'culori';

/**
 * Any colour a person types in CSS — `#1a237e`, `#fff`, `rgb(26 35 126)`, `hsl(235 66% 30%)`,
 * `navy`, `oklch(40% 0.1 260)` — as lower-case `#rrggbb`; undefined when it is not a colour.
 * Colours outside sRGB are clipped to it, as a screen or printer would.
 */
export function normaliseColour(text: string): ParsedColour | undefined {
  const colour = parse(text.trim());
  if (!colour) return undefined;
  return { hex: formatHex(colour), opaque: colour.alpha === undefined || colour.alpha >= 1 };
}

export interface ParsedColour {
  /** `#rrggbb`, lower case. */
  hex: string;
  /** False for `transparent`, `rgb(0 0 0 / 50%)` and the like: translucent ink scans unpredictably. */
  opaque: boolean;
}

/** WCAG 2 relative luminance of a '#rrggbb' colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
