import { QR_TYPE_IDS, type QrContent, type QrTypeId } from '@liveqr/qr-content';
import {
  DESIGN_MESSAGES,
  ERROR_CORRECTION_LEVELS,
  type DesignMessageValues,
  type DesignProblem,
  type ErrorCorrectionLevel,
  type QrCustomization,
  type QrSymbolInfo,
} from '@liveqr/qr-render';
import type { RuleWarning } from '@liveqr/qr-content';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QrCustomizationDto } from './customization.dto';
import { ExpiryDto, RoutingRuleDto, SplitVariantDto } from './code-rules.dto';
import type { QrCodePageView, QrCodeView } from '../../application/qr-code.view';

export class QrCodeSummaryResponseDto {
  @ApiProperty({ format: 'uuid', example: '0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90' }) id!: string;
  @ApiProperty({ example: 'Lunch menu' }) name!: string;
  @ApiProperty({ enum: QR_TYPE_IDS, example: 'menu' }) type!: QrTypeId;
  @ApiProperty({
    example: 'k7Fq2xMz',
    description: 'A tracked code encodes `{PUBLIC_URL}/s/{slug}`, or `https://{domain}/{slug}` on a custom domain.',
  })
  slug!: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The custom domain the code was created on (see /api/domains); null: LiveQR’s own host. It never changes.',
  })
  domainId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://liveqr.example/s/k7Fq2xMz',
    description:
      'Where the code answers, to copy or test: `https://{domain}/{slug}` on its custom domain, else `{PUBLIC_URL}/s/{slug}`. null: a wifi code has none.',
  })
  shortUrl!: string | null;
  @ApiProperty({ example: true }) isDynamic!: boolean;
  @ApiProperty({ example: true }) isActive!: boolean;
  @ApiProperty({ example: false, description: 'Disabled by LiveQR after abuse reports: answers 410 everywhere.' })
  suspended!: boolean;
  @ApiProperty({ example: true }) isTracked!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'null: in no folder.' })
  folderId!: string | null;
  @ApiProperty({ example: 42 }) scanCount!: number;
  @ApiProperty({ example: 17 }) uniqueScanCount!: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-24T09:30:00.000Z',
    description: 'null: never scanned.',
  })
  lastScannedAt!: string | null;
  @ApiProperty({ type: ExpiryDto, nullable: true, description: 'null: the code never expires.' })
  expiry!: ExpiryDto | null;
  @ApiProperty({ example: 12, description: 'Counted scans toward the scan limit.' }) limitedScanCount!: number;
  @ApiProperty({ example: false, description: 'Past its date or out of scans.' }) expired!: boolean;
  @ApiProperty({ example: '/api/qr-codes/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90/image' }) imageUrl!: string;
  @ApiProperty({ example: '2026-11-21T13:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ example: '2026-11-21T13:05:00.000Z' }) updatedAt!: string;
}

export class QrSymbolResponseDto implements QrSymbolInfo {
  @ApiProperty({ example: 4, minimum: 1, maximum: 40 }) version!: number;
  @ApiProperty({ example: 33, description: 'Modules per side, without the quiet zone.' }) modules!: number;
  @ApiProperty({ enum: ERROR_CORRECTION_LEVELS, example: 'M', description: 'The level the design asks for.' })
  errorCorrection!: ErrorCorrectionLevel;
  @ApiProperty({
    enum: ERROR_CORRECTION_LEVELS,
    example: 'H',
    description: 'The level the code is drawn with: raised from errorCorrection when the logo needs it.',
  })
  effectiveErrorCorrection!: ErrorCorrectionLevel;
  @ApiProperty({ example: 128, description: 'The smallest image size (px) that scans; smaller downloads are refused.' })
  minimumSize!: number;
  @ApiProperty({
    enum: ['modules', 'scanners'],
    example: 'modules',
    description:
      "What sets minimumSize: 'modules', below it a module gets fewer than 3 px; 'scanners', the design check " +
      'found a scanner that cannot read the design smaller (thin patterns, a logo). A saved code shows its ' +
      "modules' minimum; the design check and the image route apply the scanners' one.",
  })
  minimumSizeReason!: 'modules' | 'scanners';
  @ApiProperty({
    example: 0.15,
    description: "The largest logo size (share of the symbol's width) this content allows; 0 when none fits.",
  })
  maximumLogoSize!: number;
}

export class DesignCheckResponseDto {
  @ApiProperty({ example: false, description: 'True when Save would accept the design for this content.' })
  ok!: boolean;
  @ApiPropertyOptional({ type: QrSymbolResponseDto, description: 'When ok.' }) symbol?: QrSymbolResponseDto;
  @ApiPropertyOptional({
    type: QrCustomizationDto,
    description: 'When ok: the design as it would be stored, defaults filled.',
  })
  customization?: QrCustomization;
  @ApiPropertyOptional({
    enum: Object.keys(DESIGN_MESSAGES),
    example: 'logoTooLarge',
    description: 'When refused: the stable name of the problem, for translations.',
  })
  problem?: DesignProblem;
  @ApiPropertyOptional({ example: 'logo.size', description: 'When refused: the offending field.' }) field?: string;
  @ApiPropertyOptional({
    example:
      "The logo is too large for this content: make it at most 15% of the code's width, reduce its margin, or shorten the content",
  })
  message?: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'number' }, { type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    example: { maximum: 0.15 },
    description: 'When refused: the numbers in the message.',
  })
  values?: DesignMessageValues;
}

export class QrCodeResponseDto extends QrCodeSummaryResponseDto implements QrCodeView {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { url: 'https://example.com/menu', menuUrl: 'https://example.com/menu' },
  })
  content!: QrContent;

  @ApiProperty({ type: QrCustomizationDto, description: 'The design, defaults filled.' })
  customization!: QrCustomization;

  @ApiPropertyOptional({ type: QrSymbolResponseDto, description: 'What the content and design make of the symbol.' })
  symbol?: QrSymbolResponseDto;

  @ApiProperty({ example: 'https://liveqr.example/s/k7Fq2xMz', description: 'The exact text the code holds.' })
  payload!: string;

  @ApiPropertyOptional({ example: 'WiFi codes connect the phone to a network directly, so scans cannot be counted.' })
  trackingUnavailableReason?: string;

  @ApiProperty({ type: [RoutingRuleDto] }) routing!: RoutingRuleDto[];
  @ApiProperty({ type: [SplitVariantDto] }) split!: SplitVariantDto[];
  @ApiProperty({ example: false, description: 'The password itself is never returned.' }) hasPassword!: boolean;
  @ApiPropertyOptional({
    enum: ['expiry_in_past'],
    isArray: true,
    description:
      'What an edit was allowed to do but the owner should know: an expiry already past ends the code at once.',
  })
  warnings?: RuleWarning[];
}

export class QrCodeListItemResponseDto extends QrCodeSummaryResponseDto {
  @ApiProperty({ type: [String], format: 'uuid', example: ['7d0c8f5e-1b2a-4c3d-9e8f-0a1b2c3d4e5f'] })
  tagIds!: string[];
}

export class QrCodePageResponseDto implements QrCodePageView {
  @ApiProperty({ type: [QrCodeListItemResponseDto] }) items!: QrCodeListItemResponseDto[];
  @ApiProperty({ example: 137, description: 'Codes matching the search and filters, over all pages.' }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) pageSize!: number;
}
