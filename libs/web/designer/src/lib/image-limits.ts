import { MAX_SIZE, MIN_SIZE } from '@liveqr/qr-render/image-options';

/** The image sizes the image route accepts, for the size refusals' translations. */
export const IMAGE_LIMITS: Record<string, number> = { smallestImage: MIN_SIZE, largestImage: MAX_SIZE };
