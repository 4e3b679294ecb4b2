import { CurrentUser, RequiresRole } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Get, HttpStatus, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SetReportSubscriptionCommand } from '../application/commands/set-report-subscription/set-report-subscription.command';
import { GetReportSubscriptionQuery } from '../application/queries/get-report-subscription/get-report-subscription.query';
import { ReportSubscriptionDto, ReportSubscriptionScopeDto } from './dto/analytics-overview.dto';

/** The opt-in summary mail of the caller's account or of one of their folders; signed-in only. */
@ApiTags('analytics')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'folder_not_found: the folder is not one of yours.' })
@Controller('analytics/report-subscription')
export class AnalyticsReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'Whether and how often I get a summary mail of my scans (or of one folder)' })
  @ApiOkResponse({ type: ReportSubscriptionDto })
  get(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { folderId }: ReportSubscriptionScopeDto,
  ): Promise<ReportSubscriptionDto> {
    return this.queries.execute(new GetReportSubscriptionQuery(user.workspaceId, folderId ?? null));
  }

  @Put()
  @RequiresRole('editor')
  @ApiOperation({
    summary: "Get a weekly or monthly summary mail of my account or one folder in my language, or none ('off')",
  })
  @ApiOkResponse({ type: ReportSubscriptionDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'Not one of off, weekly, monthly.' })
  set(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { folderId }: ReportSubscriptionScopeDto,
    @Body() { frequency }: ReportSubscriptionDto,
  ): Promise<ReportSubscriptionDto> {
    return this.commands.execute(new SetReportSubscriptionCommand(user.workspaceId, frequency, folderId ?? null));
  }
}
