import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

export const OCTET_STREAM = 'application/octet-stream';
export const TEXT_CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Uploads and import files arrive as raw bytes: Fastify hands the route the request stream itself
 * (no buffering and no JSON body limit), and the route reads it under its own size limit.
 */
@Injectable()
export class OctetStreamBody implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    for (const type of [OCTET_STREAM, TEXT_CSV, XLSX]) {
      if (!fastify.hasContentTypeParser(type))
        fastify.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
    }
  }
}
