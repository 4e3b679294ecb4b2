import {
  CAPTION_POSITIONS,
  ERROR_CORRECTION_LEVELS,
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  FRAME_TEMPLATES,
  MAX_CAPTION_LENGTH,
  MAX_GRADIENT_STOPS,
  MAX_LOGO_MARGIN,
  MAX_LOGO_PIXELS,
  MAX_LOGO_SIZE,
  MIN_CONTRAST_RATIO,
  MIN_FRAME_CONTRAST_RATIO,
  MIN_GRADIENT_STOPS,
  MIN_LOGO_SIZE,
  MODULE_PATTERNS,
} from '@liveqr/qr-render';
import { percent } from '@liveqr/web/api-client';
import { IMAGE_LIMITS } from './image-limits';

/** The numbers and lists qr-render's English refusals have built in, for the translations to show. */
export const DESIGN_LIMITS: Record<string, string | number> = {
  ...IMAGE_LIMITS,
  minimumContrast: MIN_CONTRAST_RATIO,
  minimumFrameContrast: MIN_FRAME_CONTRAST_RATIO,
  minimumStops: MIN_GRADIENT_STOPS,
  maximumStops: MAX_GRADIENT_STOPS,
  maximumPixels: MAX_LOGO_PIXELS,
  smallestLogo: percent(MIN_LOGO_SIZE),
  largestLogo: percent(MAX_LOGO_SIZE),
  maximumMargin: MAX_LOGO_MARGIN,
  maximumCaption: MAX_CAPTION_LENGTH,
  modulePatterns: MODULE_PATTERNS.join(', '),
  finderFrames: FINDER_FRAME_STYLES.join(', '),
  finderCentres: FINDER_CENTRE_STYLES.join(', '),
  errorCorrectionLevels: ERROR_CORRECTION_LEVELS.join(', '),
  frameTemplates: FRAME_TEMPLATES.join(', '),
  captionPositions: CAPTION_POSITIONS.join(', '),
};
