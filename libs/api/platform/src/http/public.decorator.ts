import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'liveqr:isPublic';

/** Marks a route as reachable without a session; every other route requires one (identity's guard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
