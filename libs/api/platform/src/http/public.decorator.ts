import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

export const IS_PUBLIC = 'liveqr:isPublic';
export const READS_OPTIONAL_USER = 'liveqr:readsOptionalUser';

/** The contract's names of the two ways to present a session (every route not public takes either). */
export const SESSION_SECURITY_SCHEMES = ['bearer', 'cookie'] as const;

/**
 * Marks a route as reachable without a session; every other route requires one (identity's guard).
 * The contract says so too: an empty security requirement overrides the document's session schemes.
 */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}));

/**
 * A public route that still wants to know who is calling: identity's guard reads the session
 * when there is one and lets the request through without it (`@OptionalUser()` gives user or null).
 */
export const PublicWithOptionalUser = () =>
  applyDecorators(
    Public(),
    SetMetadata(READS_OPTIONAL_USER, true),
    ...SESSION_SECURITY_SCHEMES.map((scheme) => ApiSecurity(scheme)),
  );
