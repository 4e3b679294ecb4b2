import { attachment, CurrentUser, PUBLIC_API_VERSIONS, PublicApi, RequiresRole, UuidParam } from '@liveqr/api/platform';
import { type AnalysedQrCode, type AuthenticatedUser, ListOwnedQrCodesQuery } from '@liveqr/shared/contracts';
import { Controller, Get, HttpStatus, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ExportScansQuery } from '../application/queries/export-scans/export-scans.query';
import { GetAnalyticsSummaryQuery } from '../application/queries/get-analytics-summary/get-analytics-summary.query';
import { GetScansPerDayQuery } from '../application/queries/get-scans-per-day/get-scans-per-day.query';
import { ScanAnalyticsErrorCode, ScanAnalyticsException } from '../domain/scan-analytics.exception';
import { AnalyticsRequestDto } from './dto/analytics.request.dto';
import {
  AnalysedQrCodeResponseDto,
  AnalyticsSummaryResponseDto,
  DayCountResponseDto,
} from './dto/analytics.response.dto';

/** A malformed id names no code of the caller's: the same 404 as someone else's id. */
const QrCodeId = () => UuidParam(() => new ScanAnalyticsException(ScanAnalyticsErrorCode.NotFound));

/** Scan analytics of the caller's own codes, aggregated on the server; anyone else's code is a 404. */
@ApiTags('analytics')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'analytics/qr-codes', version: PUBLIC_API_VERSIONS })
export class AnalyticsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'The codes to pick from (Select QR Code), newest first' })
  @ApiOkResponse({ type: [AnalysedQrCodeResponseDto] })
  list(@CurrentUser() user: AuthenticatedUser): Promise<AnalysedQrCodeResponseDto[]> {
    return this.queries.execute<ListOwnedQrCodesQuery, AnalysedQrCode[]>(new ListOwnedQrCodesQuery(user.workspaceId));
  }

  @Get(':id')
  @RequiresRole('viewer')
  @ApiOperation({ summary: "Every figure of the Analytics screen over the range, in the viewer's time zone" })
  @ApiOkResponse({ type: AnalyticsSummaryResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not one of your codes.' })
  summary(
    @CurrentUser() user: AuthenticatedUser,
    @QrCodeId() id: string,
    @Query() { range, tz }: AnalyticsRequestDto,
  ): Promise<AnalyticsSummaryResponseDto> {
    return this.queries.execute(new GetAnalyticsSummaryQuery(user.workspaceId, id, range, tz));
  }

  @Get(':id/scans-per-day')
  @RequiresRole('viewer')
  @ApiOperation({ summary: "Scans per calendar day in the viewer's time zone, days without scans as 0" })
  @ApiOkResponse({ type: [DayCountResponseDto] })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not one of your codes.' })
  scansPerDay(
    @CurrentUser() user: AuthenticatedUser,
    @QrCodeId() id: string,
    @Query() { range, tz }: AnalyticsRequestDto,
  ): Promise<DayCountResponseDto[]> {
    return this.queries.execute(new GetScansPerDayQuery(user.workspaceId, id, range, tz));
  }

  @Get(':id/scans.csv')
  @RequiresRole('viewer')
  @ApiOperation({ summary: "The range's scans as CSV, oldest first, bots flagged" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file download.', schema: { type: 'string' } })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not one of your codes.' })
  async exportScans(
    @CurrentUser() user: AuthenticatedUser,
    @QrCodeId() id: string,
    @Query() { range, tz }: AnalyticsRequestDto,
  ): Promise<StreamableFile> {
    const { fileName, csv } = await this.queries.execute(new ExportScansQuery(user.workspaceId, id, range, tz));
    return new StreamableFile(csv, { type: 'text/csv; charset=utf-8', disposition: attachment(fileName) });
  }
}
