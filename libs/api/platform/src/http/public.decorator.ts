import { applyDecorators, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'liveqr:isPublic';
export const READS_OPTIONAL_USER = 'liveqr:readsOptionalUser';

/** Marks a route as reachable without a session; every other route requires one (identity's guard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * A public route that still wants to know who is calling: identity's guard reads the session
 * when there is one and lets the request through without it (`@OptionalUser()` gives user or null).
 */
export const PublicWithOptionalUser = () => applyDecorators(Public(), SetMetadata(READS_OPTIONAL_USER, true));
