import { AccountRoute, APP_CONFIG, CurrentUser, type AppConfig, UuidParam } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ReviewAction,
  ReviewReportedQrCodeCommand,
} from '../application/commands/review-reported-qr-code/review-reported-qr-code.command';
import { ListReportedQrCodesQuery } from '../application/queries/list-reported-qr-codes/list-reported-qr-codes.query';
import { TrustErrorCode, TrustException } from '../domain/trust.exception';
import { OperatorStatusResponseDto, ReportedQrCodeResponseDto, ReviewListRequestDto } from './dto/report.dto';
import { OperatorGuard, operatorStatus } from './operator.guard';

const CodeId = () => UuidParam(() => new TrustException(TrustErrorCode.InvalidId));

/** The operators' review of reported codes (ADMIN_EMAILS, confirmed, two-factor on); signed-in users only, the rest 403. */
@ApiTags('trust')
@Controller('operator')
export class OperatorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('me')
  @AccountRoute()
  @ApiOperation({
    summary:
      'Whether the signed-in user is an operator (the web shows the review list then), and what an ADMIN_EMAILS address still lacks',
  })
  @ApiOkResponse({ type: OperatorStatusResponseDto })
  me(@CurrentUser() user: AuthenticatedUser): OperatorStatusResponseDto {
    return operatorStatus(user, this.config);
  }

  @Get('reports')
  @AccountRoute()
  @UseGuards(OperatorGuard)
  @ApiOperation({ summary: 'Reported codes in a review status (open by default), most reported first' })
  @ApiOkResponse({ type: [ReportedQrCodeResponseDto] })
  @ApiForbiddenResponse({
    description:
      'Not an operator (not_operator), or an ADMIN_EMAILS address that lacks `missing` (operator_requirements_missing).',
  })
  list(@Query() { status }: ReviewListRequestDto): Promise<ReportedQrCodeResponseDto[]> {
    return this.queries.execute(new ListReportedQrCodesQuery(status ?? 'open'));
  }

  @Post('reports/:id/clear')
  @AccountRoute()
  @UseGuards(OperatorGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'The reports were unfounded: the interstitial ends, a disabled code works again (its appeal is granted)',
  })
  @ApiOkResponse({ type: ReportedQrCodeResponseDto })
  clear(@CodeId() id: string, @CurrentUser() user: AuthenticatedUser): Promise<ReportedQrCodeResponseDto> {
    return this.review(id, 'clear', user);
  }

  @Post('reports/:id/disable')
  @AccountRoute()
  @UseGuards(OperatorGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Disable the code: it answers like an inactive code everywhere, its owner cannot undo it' })
  @ApiOkResponse({ type: ReportedQrCodeResponseDto })
  disable(@CodeId() id: string, @CurrentUser() user: AuthenticatedUser): Promise<ReportedQrCodeResponseDto> {
    return this.review(id, 'disable', user);
  }

  @Post('reports/:id/uphold')
  @AccountRoute()
  @UseGuards(OperatorGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Decline the owner's open appeal: the code stays disabled and its owner is told" })
  @ApiOkResponse({ type: ReportedQrCodeResponseDto })
  @ApiConflictResponse({ description: 'No open appeal (no_open_appeal).' })
  uphold(@CodeId() id: string, @CurrentUser() user: AuthenticatedUser): Promise<ReportedQrCodeResponseDto> {
    return this.review(id, 'uphold', user);
  }

  private review(id: string, action: ReviewAction, user: AuthenticatedUser): Promise<ReportedQrCodeResponseDto> {
    return this.commands.execute(new ReviewReportedQrCodeCommand(id, action, user.email));
  }
}
