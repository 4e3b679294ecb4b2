import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

export const OCTET_STREAM = 'application/octet-stream';

/**
 * Uploads arrive as raw bytes: Fastify hands the route the request stream itself (no buffering and
 * no JSON body limit), and the upload handler streams it to storage under its own size limit.
 */
@Injectable()
export class OctetStreamBody implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser(OCTET_STREAM)) return;
    fastify.addContentTypeParser(OCTET_STREAM, (_request, payload, done) => done(null, payload));
  }
}
