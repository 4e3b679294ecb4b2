import {
  DEFAULT_OVERVIEW_PRESET,
  OVERVIEW_PRESETS,
  type OverviewPreset,
  REPORT_FREQUENCIES,
  type ReportFrequency,
  TREND_BUCKETS,
  type TrendBucket,
} from '@liveqr/shared/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { FacetCountResponseDto } from './analytics.response.dto';

/** A repeated query parameter arrives as an array, a single one as a string. */
const asList = () => Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value : [value]));

/** Codes of a scope sent at most in one request; a larger set is a folder or tag, resolved on the server. */
const MAX_SCOPE_CODES = 200;
/** As many tags as the code list's filter takes. */
const MAX_SCOPE_TAGS = 20;

export class AnalyticsOverviewRequestDto {
  @ApiPropertyOptional({ enum: OVERVIEW_PRESETS, default: DEFAULT_OVERVIEW_PRESET })
  @IsOptional()
  @IsIn(OVERVIEW_PRESETS, { message: `preset must be one of ${OVERVIEW_PRESETS.join(', ')}` })
  preset: OverviewPreset = DEFAULT_OVERVIEW_PRESET;

  @ApiPropertyOptional({ example: '2026-01-01', description: "First day (preset 'custom'), YYYY-MM-DD." })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  from?: string;

  @ApiPropertyOptional({ example: '2026-03-31', description: "Last day, included (preset 'custom'), YYYY-MM-DD." })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  to?: string;

  @ApiPropertyOptional({
    type: String,
    example: 'Europe/Berlin',
    default: 'UTC',
    description: "The viewer's IANA time zone: days, hours and weekdays are counted there.",
  })
  @IsOptional()
  @IsString()
  tz = 'UTC';

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'Only these of your codes; all of them when left out.',
  })
  @IsOptional()
  @asList()
  @ArrayMaxSize(MAX_SCOPE_CODES)
  @IsUUID('all', { each: true, message: 'codes must be ids of your QR codes' })
  codes?: string[];

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the codes in this folder of yours.' })
  @IsOptional()
  @IsUUID('all', { message: 'folderId must be a folder id' })
  folderId?: string;

  @ApiPropertyOptional({ type: Boolean, default: false, description: "With folderId: its subfolders' codes too." })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'includeSubfolders must be true or false' })
  includeSubfolders?: boolean;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_SCOPE_TAGS,
    description: 'Only the codes carrying every one of these tags of yours.',
  })
  @IsOptional()
  @asList()
  @ArrayMaxSize(MAX_SCOPE_TAGS)
  @IsUUID('all', { each: true, message: 'tagIds must be tag ids' })
  tagIds?: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Up to 4 of your codes drawn on one series.' })
  @IsOptional()
  @asList()
  @IsUUID('all', { each: true, message: 'compare must be ids of your QR codes' })
  compare?: string[];
}

export class TrendPointResponseDto {
  @ApiProperty({ example: '2026-11-23', description: "The bucket's first day in the viewer's zone." }) start!: string;
  @ApiProperty({ example: 37 }) scans!: number;
}

export class OverviewCodeResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Lunch menu' }) name!: string;
  @ApiProperty({ example: 'menu' }) type!: string;
  @ApiProperty({ example: 412 }) scans!: number;
}

export class ComparedCodeResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Lunch menu' }) name!: string;
  @ApiProperty({ example: 412 }) scans!: number;
  @ApiProperty({ type: [TrendPointResponseDto] }) trend!: TrendPointResponseDto[];
}

export class HourOfWeekResponseDto {
  @ApiProperty({ example: 1, description: 'ISO weekday: 1 Monday … 7 Sunday.' }) weekday!: number;
  @ApiProperty({ example: 13, description: "0–23 in the viewer's zone." }) hour!: number;
  @ApiProperty({ example: 5 }) scans!: number;
}

export class AnalyticsOverviewResponseDto {
  @ApiProperty({ enum: OVERVIEW_PRESETS }) preset!: OverviewPreset;
  @ApiProperty({ example: 'Europe/Berlin' }) timeZone!: string;
  @ApiProperty({ example: '2026-10-26', description: 'First day of the range.' }) from!: string;
  @ApiProperty({ example: '2026-11-24', description: 'Last day of the range, included.' }) to!: string;
  @ApiProperty({
    type: [String],
    nullable: true,
    description:
      'Null: no codes listed, so all your codes (scans of deleted codes included) or all of the folder/tags.',
  })
  codeIds!: string[] | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The folder scope, or null.' })
  folderId!: string | null;
  @ApiProperty({ example: false, description: "Whether the folder's subfolders count too." })
  includeSubfolders!: boolean;
  @ApiProperty({ type: [String], format: 'uuid', description: 'The tag scope: codes carrying all of them.' })
  tagIds!: string[];
  @ApiProperty({ example: 1250, description: 'Human scans in the range.' }) totalScans!: number;
  @ApiProperty({ enum: TREND_BUCKETS }) bucket!: TrendBucket;
  @ApiProperty({ type: [TrendPointResponseDto] }) trend!: TrendPointResponseDto[];
  @ApiProperty({ type: [OverviewCodeResponseDto], description: 'Top 10 by scans in the range.' })
  topCodes!: OverviewCodeResponseDto[];
  @ApiProperty({ type: [ComparedCodeResponseDto] }) compared!: ComparedCodeResponseDto[];
  @ApiProperty({ type: [HourOfWeekResponseDto], description: 'All 168 cells, Monday 0:00 first.' })
  hoursOfWeek!: HourOfWeekResponseDto[];
  @ApiProperty({ type: [FacetCountResponseDto], description: 'ISO country codes; null is unknown.' })
  countries!: FacetCountResponseDto[];
  @ApiProperty({
    type: [FacetCountResponseDto],
    description: "'default', 'rule:N' (routing rule N), 'variant:N' (split destination N), summed over the codes.",
  })
  routes!: FacetCountResponseDto[];
}

export class ReportSubscriptionDto {
  @ApiProperty({ enum: REPORT_FREQUENCIES, description: "The summary mail's rhythm; 'off' sends none." })
  @IsIn(REPORT_FREQUENCIES, { message: `frequency must be one of ${REPORT_FREQUENCIES.join(', ')}` })
  frequency!: ReportFrequency;
}

/** Which report: the account's when left out, else one folder's (with its subfolders). */
export class ReportSubscriptionScopeDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "One of your folders; the whole account's report when left out.",
  })
  @IsOptional()
  @IsUUID('all', { message: 'folderId must be a folder id' })
  folderId?: string;
}
