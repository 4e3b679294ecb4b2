import { ANALYTICS_RANGES, type AnalyticsRange } from '@liveqr/shared/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class AnalysedQrCodeResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Lunch menu' }) name!: string;
  @ApiProperty({ example: 'menu' }) type!: string;
  @ApiProperty({ description: 'False: scans are not counted for this code.' }) isTracked!: boolean;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ example: 1250, description: 'All time, bots left out.' }) scanCount!: number;
  @ApiProperty({ example: 830 }) uniqueScanCount!: number;
  @ApiProperty({ example: '2026-11-21T13:00:00.000Z' }) createdAt!: string;
}

export class FacetCountResponseDto {
  @ApiProperty({ type: String, nullable: true, example: 'iOS', description: "Null: 'Unknown'." }) value!: string | null;
  @ApiProperty({ example: 412 }) scans!: number;
}

export class CityCountResponseDto {
  @ApiProperty({ example: 'Berlin' }) city!: string;
  @ApiProperty({ type: String, nullable: true, example: 'DE' }) country!: string | null;
  @ApiProperty({ example: 97 }) scans!: number;
}

export class DayCountResponseDto {
  @ApiProperty({ example: '2026-11-21', description: "A day in the viewer's time zone." }) day!: string;
  @ApiProperty({ example: 37 }) scans!: number;
}

export class RecentScanResponseDto {
  @ApiProperty({ example: '2026-11-21T13:05:00.000Z' }) scannedAt!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Berlin' }) city!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'DE' }) country!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'mobile' }) deviceType!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'iOS' }) operatingSystem!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Mobile Safari' }) browser!: string | null;
}

export class AnalyticsSummaryResponseDto {
  @ApiProperty({ type: AnalysedQrCodeResponseDto }) qrCode!: AnalysedQrCodeResponseDto;
  @ApiProperty({ enum: ANALYTICS_RANGES }) range!: AnalyticsRange;
  @ApiProperty({ example: 'Europe/Berlin' }) timeZone!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Midnight starting the range; null for all time.' })
  from!: string | null;
  @ApiProperty({ example: 412 }) totalScans!: number;
  @ApiProperty({ example: 300, description: 'Distinct visitors with a scan in the range.' }) uniqueScans!: number;
  @ApiProperty({ example: 12, description: 'Bots and link previewers: recorded, never counted.' }) botScans!: number;
  @ApiProperty({ example: 7, description: 'Distinct known countries.' }) countries!: number;
  @ApiProperty({ example: 3, description: 'Distinct known operating systems.' }) platforms!: number;
  @ApiProperty({ type: [FacetCountResponseDto] }) operatingSystems!: FacetCountResponseDto[];
  @ApiProperty({ type: [FacetCountResponseDto] }) deviceTypes!: FacetCountResponseDto[];
  @ApiProperty({ type: [FacetCountResponseDto] }) browsers!: FacetCountResponseDto[];
  @ApiProperty({ type: [FacetCountResponseDto], description: 'Top 5.' }) topCountries!: FacetCountResponseDto[];
  @ApiProperty({ type: [CityCountResponseDto], description: 'Top 5 known cities.' }) topCities!: CityCountResponseDto[];
  @ApiProperty({
    type: [FacetCountResponseDto],
    description:
      "Scans by where the code's rules sent them: 'default', 'rule:N' (routing rule N), 'variant:N' (split destination N).",
  })
  routes!: FacetCountResponseDto[];
  @ApiProperty({ type: [RecentScanResponseDto], description: 'The 10 newest, newest first.' })
  recentScans!: RecentScanResponseDto[];
}
