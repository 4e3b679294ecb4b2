import { Body, Controller, Delete, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCookieAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import type { FastifyReply } from 'fastify';
import { DeleteAccountCommand } from '../application/commands/delete-account/delete-account.command';
import { DeleteAccountRequestDto } from './dto/auth.request.dto';
import { SessionCookies } from './session-cookies';

@ApiTags('account')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('account')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cookies: SessionCookies,
  ) {}

  @Delete()
  @ApiOperation({ summary: 'Delete the account and its data; the body must confirm with the word DELETE.' })
  @ApiNoContentResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: DeleteAccountRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new DeleteAccountCommand(user.id, body.confirmation));
    this.cookies.clear(reply);
  }
}
