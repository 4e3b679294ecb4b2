import { IMAGE_FORMATS, MAX_SIZE, MIN_SIZE } from '@liveqr/qr-render/image-options';

/** The sizes and formats the image route accepts, for its refusals' translations. */
export const IMAGE_LIMITS: Record<string, string | number> = {
  smallestImage: MIN_SIZE,
  largestImage: MAX_SIZE,
  formats: IMAGE_FORMATS.join(', '),
};
