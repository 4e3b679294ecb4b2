import { CurrentUser, RequiresRole, UuidParam } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Get, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AppealQrCodeCommand } from '../application/commands/appeal-qr-code/appeal-qr-code.command';
import { GetAppealStandingQuery } from '../application/queries/get-appeal-standing/get-appeal-standing.query';
import { TrustErrorCode, TrustException } from '../domain/trust.exception';
import { AppealRequestDto, AppealResponseDto, AppealStandingResponseDto } from './dto/report.dto';

/** A malformed id names no code of the caller's: the same 404 as someone else's id. */
const CodeId = () => UuidParam(() => new TrustException(TrustErrorCode.QrCodeNotFound));

/** The owner's side of a disabled code: its standing and their appeal. Signed-in owners only (anyone else: 404). */
@ApiTags('trust')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@Controller('qr-codes')
export class AppealsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/appeal')
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'Whether LiveQR disabled my code, whether I may appeal, and my latest appeal' })
  @ApiOkResponse({ type: AppealStandingResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code of the caller.' })
  standing(@CurrentUser() user: AuthenticatedUser, @CodeId() id: string): Promise<AppealStandingResponseDto> {
    return this.queries.execute(new GetAppealStandingQuery(user.workspaceId, id));
  }

  @Post(':id/appeal')
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Appeal against the disabling of my code: the operators review it again and mail me' })
  @ApiCreatedResponse({ type: AppealResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'No message, or one that is too long.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code of the caller.' })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'The code is not disabled, or an appeal is already open.' })
  appeal(
    @CurrentUser() user: AuthenticatedUser,
    @CodeId() id: string,
    @Body() { message }: AppealRequestDto,
  ): Promise<AppealResponseDto> {
    return this.commands.execute(new AppealQrCodeCommand(user.workspaceId, id, message));
  }
}
