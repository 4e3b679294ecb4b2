import type { FinderCentreStyle, FinderFrameStyle, FrameTemplate, ModulePattern } from './customization';
import { layoutFrame } from './frame';
import { finderCentrePath, finderFramePath, fmt, modulesPath, roundedRect } from './shapes';

/**
 * Small SVG pictures of each option for the creator's pickers, drawn by the same shape code as the
 * codes themselves. They paint in `currentColor`, so the picker's CSS colours them.
 */

/** A 5×5 sample with runs, blocks and lone modules, so joining patterns (rounded, bars) show how they join. */
const SAMPLE = [
  [1, 1, 0, 1, 0],
  [1, 0, 0, 1, 1],
  [0, 1, 1, 1, 0],
  [1, 1, 0, 0, 1],
  [0, 1, 0, 1, 1],
];

export function modulePatternThumbnail(pattern: ModulePattern): string {
  const d = modulesPath(pattern, Uint8Array.from(SAMPLE.flat()), SAMPLE.length, { x: 0, y: 0 });
  return picture(5, `<path fill="currentColor" d="${d}"/>`);
}

export function finderFrameThumbnail(style: FinderFrameStyle): string {
  return picture(7, `<path fill="currentColor" d="${finderFramePath(0, 0, 7, style)}"/>`);
}

export function finderCentreThumbnail(style: FinderCentreStyle): string {
  return picture(3, `<path fill="currentColor" d="${finderCentrePath(0, 0, 3, style)}"/>`);
}

/** The frame around a stand-in code (a faint square), with a bar where the caption goes. */
export function frameTemplateThumbnail(template: FrameTemplate): string {
  const code = 25;
  const layout = layoutFrame(code, { template, caption: 'Scan me', captionPosition: 'bottom', colour: '#000000' });
  const { caption } = layout;
  const barWidth = caption.fontSize * 4;
  const bar = roundedRect(
    caption.x - barWidth / 2,
    caption.baseline - caption.fontSize * 0.75,
    barWidth,
    caption.fontSize * 0.7,
    [0.5, 0.5, 0.5, 0.5],
  );
  const ink = caption.ink === 'frame' ? 'currentColor' : '#ffffff';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(layout.width)} ${fmt(layout.height)}">` +
    `<rect x="${fmt(layout.codeX + 4)}" y="${fmt(layout.codeY + 4)}" width="${code - 8}" height="${code - 8}" fill="currentColor" opacity="0.25"/>` +
    `<path fill="currentColor" d="${layout.path}"/><path fill="${ink}" d="${bar}"/></svg>`
  );
}

function picture(side: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">${content}</svg>`;
}
