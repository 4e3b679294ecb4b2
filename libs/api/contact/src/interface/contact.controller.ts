import { clientNetworkOf, Public, RateLimiter } from '@liveqr/api/platform';
import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse, ApiOperation } from '@nestjs/swagger';
import { SendContactMessageCommand } from '../application/commands/send-contact-message/send-contact-message.command';
import { SendContactMessageRequestDto } from './send-contact-message.request.dto';

/** Messages accepted per client IP and window: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** The public contact form: anyone may write to support. Only valid messages count towards the limit. */
  @Public()
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'The contact form: anyone may write to support (at most a few messages per address and hour)',
  })
  @ApiNoContentResponse({ description: 'Stored and forwarded to support.' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address; try again later.' })
  async send(@Body() body: SendContactMessageRequestDto, @Ip() ip: string): Promise<void> {
    await this.limiter.consume(`contact:${clientNetworkOf(ip)}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs);
    await this.commands.execute(new SendContactMessageCommand(body.name, body.email, body.message));
  }
}
