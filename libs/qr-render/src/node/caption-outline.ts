import { type Font, openSync } from 'fontkit';
import { BASELINE_DROP, type CaptionLayout } from '../lib/frame';
import { CAPTION_FONT_FILE } from './caption-font';

let font: Font | undefined;

/**
 * The caption as glyph outlines (SVG path data in drawing units) for the print formats, which then
 * need no font at all. Measured with the real face, so it is fitted to the band exactly.
 */
export function captionOutline(caption: CaptionLayout): string {
  font ??= openSync(CAPTION_FONT_FILE) as Font;
  const run = font.layout(caption.text);
  const emWidth = run.advanceWidth / font.unitsPerEm;
  const fontSize = Math.min(caption.fontSize, caption.maxWidth / emWidth);
  const scale = fontSize / font.unitsPerEm;
  const baseline = caption.centreY + fontSize * BASELINE_DROP;
  let x = caption.x - (emWidth * fontSize) / 2;
  let d = '';
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const offsetX = (position?.xOffset ?? 0) * scale;
    const offsetY = (position?.yOffset ?? 0) * scale;
    // Font units point up; the drawing's y points down.
    d += glyph.path
      .scale(scale, -scale)
      .translate(x + offsetX, baseline - offsetY)
      .toSVG();
    x += (position?.xAdvance ?? glyph.advanceWidth) * scale;
  });
  return d;
}
