import { DESIGN_MESSAGE_LIMITS } from '@liveqr/qr-render';
import { IMAGE_LIMITS } from './image-limits';

/** The numbers and lists qr-render's English refusals have built in, for the translations to show. */
export const DESIGN_LIMITS: Record<string, string | number> = { ...IMAGE_LIMITS, ...DESIGN_MESSAGE_LIMITS };
