import { browserLanguage } from '@liveqr/api/platform';
import type { FastifyRequest } from 'fastify';
import type { RequestClient } from '../application/request-client';

/** The request's client: IP (X-Forwarded-For only with TRUST_PROXY), User-Agent, the browser's language. */
export function requestClient(request: FastifyRequest): RequestClient {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: browserLanguage(request.headers),
  };
}
