import { CurrentUser, PUBLIC_API_VERSIONS, PublicApi, RequiresRole } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Controller, Get, HttpStatus, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GetAnalyticsOverviewQuery } from '../application/queries/get-analytics-overview/get-analytics-overview.query';
import { AnalyticsOverviewRequestDto, AnalyticsOverviewResponseDto } from './dto/analytics-overview.dto';

/** The analytics of all the caller's codes, or a set of them, at once. */
@ApiTags('analytics')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'analytics/overview', version: PUBLIC_API_VERSIONS })
export class AnalyticsOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresRole('viewer')
  @ApiOperation({
    summary:
      "Totals, trend, top codes, comparison, hours, countries and routes over a range, in the viewer's time zone",
  })
  @ApiOkResponse({ type: AnalyticsOverviewResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description:
      'unknown_time_zone, invalid_date_range, range_ends_before_start, range_too_long or too_many_codes_to_compare.',
  })
  @ApiResponse({
    status: HttpStatus.NOT_FOUND,
    description:
      'qr_code_not_found, folder_not_found or tag_not_found: a listed code, the folder or a tag is not yours.',
  })
  overview(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { preset, from, to, tz, codes, compare, folderId, includeSubfolders, tagIds }: AnalyticsOverviewRequestDto,
  ): Promise<AnalyticsOverviewResponseDto> {
    return this.queries.execute(
      new GetAnalyticsOverviewQuery(
        user.workspaceId,
        { preset, from, to, timeZone: tz },
        codes ?? null,
        compare ?? [],
        {
          folderId,
          includeSubfolders,
          tagIds,
        },
      ),
    );
  }
}
