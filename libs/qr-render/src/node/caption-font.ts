import { packageFile } from './package-file';

/**
 * The caption face on the server (DejaVu Sans Bold, from the `dejavu-fonts-ttf` package): resvg
 * draws PNG and JPG captions with it and the PDF and EPS writers take its glyph outlines, so a
 * caption looks the same in every format whatever fonts the machine has.
 */
export const CAPTION_FONT_FILE = packageFile('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
