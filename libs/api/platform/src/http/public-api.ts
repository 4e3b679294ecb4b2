import { applyDecorators, SetMetadata, VERSION_NEUTRAL } from '@nestjs/common';
import type { ApiScope } from '@liveqr/shared/contracts';
import { ApiBearerAuth } from '@nestjs/swagger';

export const ACCEPTS_API_KEY = 'liveqr:acceptsApiKey';
export const API_KEY_ONLY = 'liveqr:apiKeyOnly';
/** The OpenAPI security scheme of personal API keys (`Authorization: Bearer lq_live_...`). */
export const API_KEY_SECURITY = 'api-key';
/**
 * The versions a public controller is served under: `/api/v1/...` for scripts with an API key, and
 * the unversioned path the web app has always called. A breaking change adds '2', never alters '1'.
 */
export const PUBLIC_API_VERSIONS: Array<string | typeof VERSION_NEUTRAL> = [VERSION_NEUTRAL, '1'];
const PUBLIC_API_PATH = /^\/api\/v\d+\//;

/**
 * Marks a controller of the versioned public API: its routes accept a personal API key (reading
 * needs the `read` scope, anything else `write`). Every other route refuses keys. Give the controller
 * `@Controller({ path, version: PUBLIC_API_VERSIONS })` so it is served under `/api/v1`.
 */
export const PublicApi = () => applyDecorators(SetMetadata(ACCEPTS_API_KEY, true), ApiBearerAuth(API_KEY_SECURITY));

/**
 * On a `@PublicApi()` route: only an API key gets in (a session is refused), and it needs `scope`
 * whatever the method. For the MCP endpoint, where every message is a POST and each tool calls the
 * route it stands for, which checks the key's scope for itself.
 */
export const ApiKeyOnly = (scope: ApiScope) => SetMetadata(API_KEY_ONLY, scope);

/** Whether a matched route pattern is one of the versioned public API's (keys are accepted there only). */
export function isPublicApiRoute(routePattern: string | undefined): boolean {
  return routePattern !== undefined && PUBLIC_API_PATH.test(routePattern);
}
