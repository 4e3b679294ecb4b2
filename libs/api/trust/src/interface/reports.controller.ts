import { clientNetworkOf, Public, RateLimiter, UuidParam } from '@liveqr/api/platform';
import { Body, Controller, HttpCode, HttpStatus, Ip, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ReportQrCodeCommand } from '../application/commands/report-qr-code/report-qr-code.command';
import { TrustErrorCode, TrustException } from '../domain/trust.exception';
import { ReportQrCodeRequestDto } from './dto/report.dto';

/** Reports per client IP and window: enough for a person who met several bad codes, too few to flood. */
export const REPORT_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

@ApiTags('trust')
@Controller('public/qr-codes')
export class ReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** "Report this code", from a code's public page (addressed by its id): anyone, no account. */
  @Public()
  @Post(':id/reports')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Report this code: a scanner flags a code as abusive (reason, details, optional contact)' })
  @ApiNoContentResponse({ description: 'Stored; the same reporter reporting again replaces their report.' })
  @ApiNotFoundResponse({ description: 'No such code.' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this address; try again later.' })
  report(
    @UuidParam(() => new TrustException(TrustErrorCode.InvalidId))
    id: string,
    @Body() body: ReportQrCodeRequestDto,
    @Ip() ip: string,
  ): Promise<void> {
    return this.store({ qrCodeId: id }, body, ip);
  }

  /**
   * "Report this code" from a scan page (preview, interstitial, warning), which names the code by
   * the slug it encodes and never by its id.
   */
  @Public()
  @Post('s/:slug/reports')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Report this code by the slug of its short link (/s/{slug}), as the scan pages link it' })
  @ApiNoContentResponse({ description: 'Stored; the same reporter reporting again replaces their report.' })
  @ApiNotFoundResponse({ description: 'No such code.' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this address; try again later.' })
  reportBySlug(@Param('slug') slug: string, @Body() body: ReportQrCodeRequestDto, @Ip() ip: string): Promise<void> {
    return this.store({ slug }, body, ip);
  }

  private async store(code: ReportQrCodeCommand['code'], body: ReportQrCodeRequestDto, ip: string): Promise<void> {
    await this.limiter.consume(`report:${clientNetworkOf(ip)}`, REPORT_RATE_LIMIT.limit, REPORT_RATE_LIMIT.windowMs);
    await this.commands.execute(
      new ReportQrCodeCommand(code, ip, {
        reason: body.reason,
        details: body.details ?? '',
        contact: body.contact || null,
      }),
    );
  }
}
