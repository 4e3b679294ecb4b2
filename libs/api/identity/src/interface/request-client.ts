import { isLanguage, LANGUAGE_COOKIE } from '@liveqr/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { RequestClient } from '../application/request-client';

/** The request's client: IP (X-Forwarded-For only with TRUST_PROXY), User-Agent, the browser's language. */
export function requestClient(request: FastifyRequest): RequestClient {
  const language = request.cookies[LANGUAGE_COOKIE];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: isLanguage(language) ? language : undefined,
  };
}
