import type { PublicColors } from '@liveqr/api/qr-catalog';
import { contrastRatio } from '@liveqr/qr-render';

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#f9fafb';
/** WCAG AA for body text. */
const READABLE = 4.5;

/** The CSS colours of a white-label page, from the code's two colours, every pair readable. */
export interface PageColors {
  background: string;
  text: string;
  /** Buttons, avatar and headings' accent: the code's foreground. */
  accent: string;
  onAccent: string;
  /** Links on the background: the accent when it reads well there, the text colour otherwise. */
  link: string;
}

export function pageColors({ foreground, background }: PublicColors): PageColors {
  const text = readableOn(background);
  return {
    background,
    text,
    accent: foreground,
    onAccent: readableOn(foreground),
    link: contrastRatio(foreground, background) >= READABLE ? foreground : text,
  };
}

function readableOn(colour: string): string {
  return contrastRatio(DARK_TEXT, colour) >= contrastRatio(LIGHT_TEXT, colour) ? DARK_TEXT : LIGHT_TEXT;
}
