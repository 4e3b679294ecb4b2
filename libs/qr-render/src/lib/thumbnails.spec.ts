import { FINDER_CENTRE_STYLES, FINDER_FRAME_STYLES, FRAME_TEMPLATES, MODULE_PATTERNS } from './customization';
import {
  finderCentreThumbnail,
  finderFrameThumbnail,
  frameTemplateThumbnail,
  modulePatternThumbnail,
} from './thumbnails';

describe.each([
  ['module pattern', MODULE_PATTERNS, modulePatternThumbnail],
  ['finder frame', FINDER_FRAME_STYLES, finderFrameThumbnail],
  ['finder centre', FINDER_CENTRE_STYLES, finderCentreThumbnail],
  ['frame template', FRAME_TEMPLATES, frameTemplateThumbnail],
] as const)('%s thumbnails', (_kind, options, thumbnail) => {
  const pictures = options.map((option) => (thumbnail as (name: string) => string)(option));

  it('are small standalone SVG documents painted in currentColor', () => {
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[\d. ]+">.*<\/svg>$/);
      expect(svg).toContain('fill="currentColor"');
      expect(svg.length).toBeLessThan(4000);
    }
  });

  it('differ for every option', () => {
    expect(new Set(pictures).size).toBe(options.length);
  });
});
