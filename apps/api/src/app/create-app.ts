import fastifyCookie from '@fastify/cookie';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  AllExceptionsFilter,
  answerClientError,
  type AppConfig,
  assertSchemaCurrent,
  CodePasses,
  CustomHosts,
  Metrics,
  migrateUp,
  PageTexts,
  proxyTrustOf,
  registerRequestInputChecks,
  registerRequestMetrics,
  registerSecurityHeaders,
  RequestValidationPipe,
  requestIdOf,
  strictJsonBodyParser,
} from '@liveqr/api/platform';
import { registerScanRedirect } from '@liveqr/api/scan-analytics';
import { PageMetaRegistry } from '@liveqr/public-pages/server';
import { VersioningType } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { Logger } from 'nestjs-pino';
import { registerCustomDomainBoundary } from '../web/custom-domain-boundary';
import { registerWebApps } from '../web/web-apps';
import { registerApiDocs } from './api-docs';
import { AppModule } from './app.module';
import { McpToolbox } from './mcp/mcp-toolbox';
import { ScanFirstAdapter } from './scan-first-adapter';

export const API_PREFIX = 'api';

/** Builds the whole LiveQR server (API, scan redirect, web apps); `main.ts` and the tests share it. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await composeApp(config);
  // Before init: the start hooks (job sweeps, listeners, the roll-up) may read any table, so the
  // schema they find must already be this version's.
  await prepareSchema(app.get(MikroORM), config).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  await app.init();
  return app;
}

/** The server's parts wired together, before any of them starts or touches the database. */
export async function composeApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new ScanFirstAdapter({
    bodyLimit: config.bodyLimitBytes,
    // request.ip: the right-most address of X-Forwarded-For not sent by a trusted proxy.
    trustProxy: proxyTrustOf(config.trustProxy),
    // Past this length Fastify skips a route: a 10 KB /s/{slug} must still get the scan path's 404 page.
    maxParamLength: 16 * 1024,
    // Close idle keep-alive sockets on shutdown so draining ends once in-flight requests are done.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A request Node could not read gets the one error shape too.
    clientErrorHandler: answerClientError,
    genReqId: requestIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // Keeps `request.rawBody` next to the parsed body: Stripe webhook signatures cover the exact bytes.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  app.setGlobalPrefix(API_PREFIX);
  // The public API's controllers are served under /api/v1 too (PUBLIC_API_VERSIONS).
  app.enableVersioning({ type: VersioningType.URI });
  app.useGlobalFilters(new AllExceptionsFilter(!config.isProduction));
  app.useGlobalPipes(new RequestValidationPipe());

  const fastify = app.getHttpAdapter().getInstance();
  // One id per request for Fastify, the pino request logger (which sees the raw request) and the caller.
  // Callback-style hooks here and below: no promise per request on the scan path.
  fastify.addHook('onRequest', (request, reply, done) => {
    request.raw.id = request.id;
    void reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(fastify, config);
  registerRequestMetrics(fastify, app.get(Metrics));
  // Hostile input (deep JSON, NUL characters, unpaired surrogates) is a 400 before any route sees it.
  app.useBodyParser('application/json', {}, strictJsonBodyParser(fastify));
  registerRequestInputChecks(fastify, `/${API_PREFIX}/`);
  // Session cookies; signed ones (the Google sign-in state) use the server secret.
  await fastify.register(fastifyCookie, { secret: config.jwtSecret });
  // Passport's OAuth redirect speaks Express (res.setHeader/res.end); a Fastify reply learns both (nestjs/nest#5702).
  fastify.decorateReply('setHeader', function (this: FastifyReply, name: string, value: string) {
    void this.header(name, value);
  });
  fastify.decorateReply('end', function (this: FastifyReply) {
    void this.send();
  });
  // The scan redirect is what printed codes encode: it stays at /s/{slug}, outside the API, and
  // outside Nest's pipeline; a plain scan, outside Fastify's too.
  adapter.answerScansWith(registerScanRedirect(fastify, app));
  registerCustomDomainBoundary(fastify, app.get(CustomHosts));
  await registerWebApps(fastify, config, app.get(PageMetaRegistry), {
    queries: app.get(QueryBus),
    texts: app.get(PageTexts),
    passes: app.get(CodePasses),
  });

  app.get(McpToolbox).useContract(registerApiDocs(app, API_PREFIX));
  return app;
}

/** Migrates at start (the one-command local run), or, where deployment migrates separately, checks the schema. */
async function prepareSchema(orm: MikroORM, config: AppConfig): Promise<void> {
  if (!config.database.url) throw new Error('The database URL is not known yet: start the database first');
  if (config.database.runMigrations) await migrateUp(orm, config.database.url);
  else await assertSchemaCurrent(orm);
}
