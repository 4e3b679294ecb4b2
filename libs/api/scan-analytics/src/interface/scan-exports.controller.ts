import { attachment, CurrentUser, PUBLIC_API_VERSIONS, PublicApi, RequiresRole } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Controller, Get, HttpStatus, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsTimeZone, IsUUID, Matches, MaxLength } from 'class-validator';
import { ExportOwnedScansQuery } from '../application/queries/export-owned-scans/export-owned-scans.query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class ScanExportRequestDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'First local day; left out: from the first scan.' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day, such as 2026-01-31' })
  @IsISO8601({ strict: true }, { message: 'from must be a day, such as 2026-01-31' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-03-31', description: 'Last local day, included; left out: up to now.' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a day, such as 2026-01-31' })
  @IsISO8601({ strict: true }, { message: 'to must be a day, such as 2026-01-31' })
  to?: string;

  @ApiPropertyOptional({ type: String, example: 'Europe/Berlin', default: 'UTC' })
  @IsOptional()
  @MaxLength(64, { message: 'tz must be a known IANA time zone, such as Europe/Berlin' })
  @IsTimeZone({ message: 'tz must be a known IANA time zone, such as Europe/Berlin' })
  tz = 'UTC';

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the scans of this code; left out: of every code.' })
  @IsOptional()
  @IsUUID('all', { message: 'qrCodeId must be the id of a code' })
  qrCodeId?: string;
}

/** Every scan of all the caller's codes, for their own spreadsheets. */
@ApiTags('analytics')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'analytics', version: PUBLIC_API_VERSIONS })
export class ScanExportsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('scans.csv')
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'All scans of all my codes over any range of days, as CSV (streamed)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file download.', schema: { type: 'string' } })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'The range ends before it starts.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code in the workspace (`qr_code_not_found`).' })
  async exportScans(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { from, to, tz, qrCodeId }: ScanExportRequestDto,
  ): Promise<StreamableFile> {
    const { fileName, csv } = await this.queries.execute(
      new ExportOwnedScansQuery(user.workspaceId, { from, to }, tz, qrCodeId),
    );
    return new StreamableFile(csv, { type: 'text/csv; charset=utf-8', disposition: attachment(fileName) });
  }
}
