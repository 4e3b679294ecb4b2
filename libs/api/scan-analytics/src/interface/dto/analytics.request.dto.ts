import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from '@liveqr/shared/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsTimeZone, MaxLength } from 'class-validator';

export class AnalyticsRequestDto {
  @ApiPropertyOptional({ enum: ANALYTICS_RANGES, default: DEFAULT_ANALYTICS_RANGE })
  @IsOptional()
  @IsIn(ANALYTICS_RANGES, { message: `range must be one of ${ANALYTICS_RANGES.join(', ')}` })
  range: AnalyticsRange = DEFAULT_ANALYTICS_RANGE;

  @ApiPropertyOptional({
    type: String,
    example: 'Europe/Berlin',
    default: 'UTC',
    description: "The viewer's IANA time zone: where the range's days start and end.",
  })
  @IsOptional()
  @MaxLength(64, { message: 'tz must be a known IANA time zone, such as Europe/Berlin' })
  @IsTimeZone({ message: 'tz must be a known IANA time zone, such as Europe/Berlin' })
  tz = 'UTC';
}
