import {
  API_KEY_SECURITY,
  describeErrorResponses,
  ErrorResponseDto,
  listErrorCodes,
  SESSION_SECURITY_SCHEMES,
} from '@liveqr/api/platform';
import { addQrContentSchemas } from '@liveqr/api/qr-catalog';
import type { INestApplication } from '@nestjs/common';
import { ACCESS_COOKIE } from '@liveqr/shared/contracts';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_ERROR_CODES, API_STABLE_ERROR_CODES } from './error-codes';

/**
 * LiveQR's contract, from the controllers' and DTOs' decorators, completed by the rules that no
 * single route states: the session schemes (a route opts out with `@Public()`), the 16 content
 * types and the one error body with every code it may carry. Split by api-docs.ts into the public
 * API's document and the web app's (the one committed as apps/api/openapi.json).
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('LiveQR API')
    .setDescription(
      'Dynamic, trackable QR codes. Authenticate with the session cookie or an `Authorization: Bearer` access token ' +
        '(returned by `POST /api/auth/sign-in`). Every error answers with the same body: `statusCode`, the stable ' +
        '`code` (UPPER_SNAKE_CASE), `message` and, for refused input, `fieldErrors`; `error` is the legacy code.',
    )
    .setVersion('1.0')
    // The API answers where its documents are served; an empty list would say it answers nowhere.
    .addServer('/')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, SESSION_SECURITY_SCHEMES[0])
    .addCookieAuth(ACCESS_COOKIE, { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE }, SESSION_SECURITY_SCHEMES[1])
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'lq_live_…', description: 'A personal API key.' },
      API_KEY_SECURITY,
    );
  for (const scheme of SESSION_SECURITY_SCHEMES) builder.addSecurityRequirements(scheme);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    extraModels: [ErrorResponseDto],
    operationIdFactory: operationId,
  });
  addQrContentSchemas(document);
  describeErrorResponses(document);
  listErrorCodes(document, { stable: API_STABLE_ERROR_CODES, legacy: API_ERROR_CODES });
  return document;
}

/**
 * `QrCodes_list`: the controller without its suffix and the method. A public route's unversioned and
 * /api/v1 paths are one operation in two documents, so both get the v1 name (Nest's default adds
 * `[0]`/`[1]` and the version); a later version is a new operation beside it, `QrCodes_list_v2`.
 */
export function operationId(controllerKey: string, methodKey: string, version?: string): string {
  const name = `${controllerKey.replace(/Controller$/, '')}_${methodKey.replace(/\[\d+\]$/, '')}`;
  // Nest passes the version of a path's `/v1/` segment as `v1`, and a controller's own as `1`.
  const major = version?.replace(/^v/, '');
  return major && major !== '1' ? `${name}_v${major}` : name;
}
