import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';

const HSTS_MAX_AGE = 31_536_000;

/**
 * Security headers for every answer. Scripts only from our own origin (the micro-frontends
 * are served same-origin); no framing; HSTS only when the public URL is https.
 * The helmet middleware is built once and run as a hook: @fastify/helmet rebuilds it, parsing the
 * policy again, on every request (a tenth of the scan redirect's time).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const https = isHttps(config);
  // Google's tag is the only third party, and only when an analytics or ad-conversion id is configured.
  const googleTag = config.analyticsId || config.adConversionId;
  const tagScripts = googleTag ? ['https://www.googletagmanager.com'] : [];
  const tagConnections = googleTag
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']
    : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tagScripts],
        // React and the federation runtime set inline style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tagConnections],
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False: the route sends only `baseSecurityHeaders` plus its own (the scan redirect, whose
     * bodiless 302 needs no page policy and whose answer time matters).
     */
    securityHeaders?: boolean;
  }
}

/** What every answer carries, page or not: HSTS behind https, and no content sniffing. */
export function baseSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    ...(isHttps(config) ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` } : {}),
    'x-content-type-options': 'nosniff',
  };
}

function isHttps(config: AppConfig): boolean {
  return config.publicUrl.startsWith('https://');
}
