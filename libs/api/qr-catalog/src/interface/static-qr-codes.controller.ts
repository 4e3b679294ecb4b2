import { attachment, clientNetworkOf, Public, RateLimiter } from '@liveqr/api/platform';
import { Controller, Get, HttpStatus, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RenderStaticQrCodeQuery } from '../application/queries/render-static-qr-code/render-static-qr-code.query';
import { StaticQrCodeRequestDto } from './dto/qr-code.request.dto';

/** Live typing on the home page asks about three times a second at most; a script asking more is refused. */
const STATIC_CODES_PER_IP = { limit: 300, windowMs: 60_000 };

/** The home page's generator: anyone may make a static code of a link, without an account. */
@ApiTags('public-pages')
@Controller('public/static-qr-code')
export class StaticQrCodesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'A static QR code of a link in one of the home page looks: shown, or saved as a file' })
  @ApiProduces('image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf', 'application/postscript')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'Not a web link, or a size or format out of range.' })
  @ApiResponse({ status: HttpStatus.TOO_MANY_REQUESTS, description: 'Too many codes from one address in a minute.' })
  async render(
    @Query() query: StaticQrCodeRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    await this.limiter.consume(
      `static-qr:${clientNetworkOf(request.ip)}`,
      STATIC_CODES_PER_IP.limit,
      STATIC_CODES_PER_IP.windowMs,
    );
    const image = await this.queries.execute(
      new RenderStaticQrCodeQuery(query.url, query.style, query.format, query.size),
    );
    // The same question always has the same answer.
    void reply.header('cache-control', 'public, max-age=86400');
    return new StreamableFile(image.body, {
      type: image.contentType,
      length: image.body.length,
      ...(query.download ? { disposition: attachment(image.fileName) } : {}),
    });
  }
}
