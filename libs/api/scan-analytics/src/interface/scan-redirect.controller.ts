import { Public } from '@liveqr/api/platform';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ScanQrCodeCommand } from '../application/commands/scan-qr-code/scan-qr-code.command';
import { inactivePage, notFoundPage } from './scan-pages';

/** The path a tracked QR code encodes, outside the `/api` prefix (see create-app.ts). */
export const SCAN_PATH = 's/:slug';

/** `GET /s/{slug}`: what a phone opens when it scans a tracked code (Fastify answers HEAD with the same route). */
@ApiExcludeController()
@Controller()
export class ScanRedirectController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Get(SCAN_PATH)
  async scan(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // request.ip is the socket's address, or X-Forwarded-For's only when TRUST_PROXY set the adapter's trustProxy.
    const outcome = await this.commands.execute(
      new ScanQrCodeCommand(slug, request.ip, request.headers['user-agent'], request.method === 'GET'),
    );
    // Every scan must reach the server to be counted: nothing here may be cached.
    void reply.header('cache-control', 'no-store');
    switch (outcome.kind) {
      case 'redirect':
        return void reply.redirect(outcome.location, 302);
      case 'inactive':
        return void reply.status(410).type('text/html; charset=utf-8').send(inactivePage());
      case 'not-found':
        return void reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
    }
  }
}
