import { API_KEY_SECURITY, isPublicApiRoute } from '@liveqr/api/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { createOpenApiDocument } from './openapi';
import { PUBLIC_API_GUIDE } from './public-api-guide';

/**
 * The OpenAPI documents and Swagger UI: the versioned public API (what an API key may call) and the
 * web app's own routes, described separately. The UI at /api/docs opens the public one, whose
 * "Authorize" takes an API key, and offers the other in its list. Returns the public document (the
 * MCP tools are read from it).
 */
export function registerApiDocs(app: NestFastifyApplication, prefix: string): () => OpenAPIObject {
  // Built at the first request for them, not at every start: describing every route takes a while.
  let document: OpenAPIObject | undefined;
  let publicDocument: OpenAPIObject | undefined;
  const whole = () => (document ??= createOpenApiDocument(app));
  const publicOne = () => (publicDocument ??= publicApiDocument(whole()));
  const publicUrl = `/${prefix}/v1/openapi.json`;
  const internalUrl = `/${prefix}/docs-json`;
  SwaggerModule.setup(`${prefix}/docs`, app, publicOne, {
    jsonDocumentUrl: publicUrl,
    explorer: true,
    customSiteTitle: 'LiveQR API',
    swaggerOptions: {
      urls: [
        { url: publicUrl, name: 'Public API v1 (API keys)' },
        { url: internalUrl, name: 'Web app routes (session)' },
      ],
      persistAuthorization: true,
    },
  });
  SwaggerModule.setup(`${prefix}/docs/internal`, app, () => internalApiDocument(whole()), {
    ui: false,
    jsonDocumentUrl: internalUrl,
  });
  return publicOne;
}

/** /api/v1 only, where an API key is the way in. Committed as apps/api/openapi.v1.json. */
export function publicApiDocument(whole: OpenAPIObject): OpenAPIObject {
  const document = withPaths(whole, (path) => isPublicApiRoute(path));
  document.info = { ...document.info, title: 'LiveQR public API', version: '1', description: PUBLIC_API_GUIDE };
  const { [API_KEY_SECURITY]: apiKey } = whole.components?.securitySchemes ?? {};
  document.components = { ...document.components, securitySchemes: apiKey ? { [API_KEY_SECURITY]: apiKey } : {} };
  document.security = [{ [API_KEY_SECURITY]: [] }];
  forEachOperation(document, (operation) => (operation.security = [{ [API_KEY_SECURITY]: [] }]));
  return withoutUnusedSchemas(document);
}

/** Keeps the schemas the document's paths reach: the web app's own would only clutter the public API's. */
function withoutUnusedSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  // A reference is a `$ref` or a discriminator's mapping: any string that names a schema.
  const visit = (node: unknown): void => {
    const name = typeof node === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(node)?.[1] : undefined;
    if (name && !used.has(name)) {
      used.add(name);
      visit(schemas[name]);
    } else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(document.paths);
  document.components = {
    ...document.components,
    schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
  };
  return document;
}

/** Everything the web app calls with its session; API keys are refused here. Committed as apps/api/openapi.json. */
export function internalApiDocument(whole: OpenAPIObject): OpenAPIObject {
  const document = withPaths(whole, (path) => !isPublicApiRoute(path));
  document.info = {
    ...document.info,
    description:
      'The routes of the LiveQR web apps: the session cookie, or its access token as `Authorization: Bearer`.',
  };
  const sessionSchemes = Object.entries(whole.components?.securitySchemes ?? {}).filter(
    ([name]) => name !== API_KEY_SECURITY,
  );
  document.components = { ...document.components, securitySchemes: Object.fromEntries(sessionSchemes) };
  forEachOperation(document, (operation) => {
    const security = operation.security?.filter((requirement) => !(API_KEY_SECURITY in requirement));
    // Nothing left means the document's own requirement (a session) applies; an empty list would mean none.
    if (security?.length) operation.security = security;
    else delete operation.security;
  });
  // A schema only /api/v1 answers with (the key's own description) stays out of the web app's document.
  return withoutUnusedSchemas(document);
}

function withPaths(whole: OpenAPIObject, keep: (path: string) => boolean): OpenAPIObject {
  const document = structuredClone(whole);
  document.paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => keep(path)));
  return document;
}

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function forEachOperation(document: OpenAPIObject, change: (operation: Operation) => void): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) change(operation);
    }
  }
}
