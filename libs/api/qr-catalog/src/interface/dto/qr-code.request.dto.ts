import { CONTENT_MESSAGES, MAX_URL_LENGTH, QR_TYPE_IDS, type QrTypeId } from '@liveqr/qr-content';
import { DEFAULT_SIZE, DESIGN_MESSAGES, IMAGE_FORMATS, type ImageFormat, MAX_SIZE, MIN_SIZE } from '@liveqr/qr-render';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { QrCustomizationInputDto } from './customization.dto';
import { QR_CODE_SORT_KEYS, type QrCodeSortKey, type SortDirection } from '../../application/qr-code-filter';
import { QrCodeFilterDto } from './organise.dto';
import { STATIC_QR_STYLE_NAMES, type StaticQrStyle } from '../../domain/static-qr-styles';
import { ExpiryField, PasswordField, RoutingField, SplitField } from './code-rules.dto';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export const MAX_QR_NAME_LENGTH = 100;
const MAX_PAGE_SIZE = 100;

/** The design model of @liveqr/qr-render; checked by the handlers. */
export const CUSTOMIZATION_DOC = {
  type: QrCustomizationInputDto,
  description: 'The design. Refused with 400 when it breaks a rule or does not scan with every decoder.',
  example: {
    foreground: {
      type: 'linear',
      angle: 45,
      stops: [
        { offset: 0, colour: 'navy' },
        { offset: 1, colour: '#004d40' },
      ],
    },
    background: '#fff8e1',
    modulePattern: 'rounded',
    finderFrame: 'extra-rounded',
    finderCentre: 'circle',
    errorCorrection: 'Q',
    frame: { template: 'banner', caption: 'Scan me', captionPosition: 'bottom' },
  },
} as const;

function TrackedField() {
  return applyDecorators(
    ApiPropertyOptional({ example: true, default: true, description: 'Scan tracking; always off for wifi.' }),
    IsOptional(),
    IsBoolean({ message: 'isTracked must be true or false' }),
  );
}

const DOMAIN_ID_MESSAGE = 'domainId must be a custom domain id, or null for LiveQR’s own host';

/** The custom domain a new code goes on; its QR code encodes `https://{domain}/{slug}`. */
function DomainIdField() {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'uuid',
      nullable: true,
      description:
        'One of the workspace’s verified custom domains (`GET /api/domains`): the code encodes `https://{domain}/{slug}`. null: LiveQR’s own host (`{PUBLIC_URL}/s/{slug}`). Left out: the workspace’s default domain while it is verified, else LiveQR’s own host. Another workspace’s or an unknown domain: 404 `code_domain_not_found`; one not verified: 409 `code_domain_not_verified`.',
    }),
    IsOptional(),
    IsUUID(undefined, { message: DOMAIN_ID_MESSAGE }),
  );
}

const CONTENT_DOC = {
  type: 'object',
  additionalProperties: true,
  description: "The type's fields (spec §3), e.g. `{ url }` for website or `{ ssid, password, encryption }` for wifi.",
  example: { url: 'https://example.com/menu' },
} as const;

export class CheckDesignRequestDto {
  @ApiProperty({ enum: QR_TYPE_IDS, example: 'website' })
  @IsIn(QR_TYPE_IDS, { message: CONTENT_MESSAGES.unknownType })
  type!: QrTypeId;

  @ApiProperty(CONTENT_DOC)
  @IsObject({ message: CONTENT_MESSAGES.contentNotObject })
  content!: Record<string, unknown>;

  @TrackedField()
  isTracked?: boolean;

  @ApiPropertyOptional(CUSTOMIZATION_DOC)
  @IsOptional()
  @IsObject({ message: DESIGN_MESSAGES.notObject() })
  customization?: Record<string, unknown>;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90',
    description: 'When editing a code: its own slug and id give the exact payload.',
  })
  @IsOptional()
  @IsUUID(undefined, { message: 'qrCodeId must be a QR code id' })
  qrCodeId?: string;

  /** A new code's domain makes its payload (an existing code keeps its own). */
  @DomainIdField()
  domainId?: string | null;
}

export class ApplyBrandKitRequestDto {
  @ApiProperty({ format: 'uuid', example: '5c1d9a7e-2b3f-4e6a-8c9d-0e1f2a3b4c5d' })
  @IsUUID(undefined, { message: 'brandKitId must be a brand kit id' })
  brandKitId!: string;
}

/** Shapes only: the handlers check the content against its type and the customization with the renderer's rules. */
export class CreateQrCodeRequestDto {
  @ApiProperty({ enum: QR_TYPE_IDS, example: 'website' })
  @IsIn(QR_TYPE_IDS, { message: CONTENT_MESSAGES.unknownType })
  type!: QrTypeId;

  @ApiPropertyOptional({
    example: 'Lunch menu',
    maxLength: MAX_QR_NAME_LENGTH,
    description: "Blank: '{type} QR Code'.",
  })
  @IsOptional()
  @IsString({ message: 'QR Code Name must be text' })
  @MaxLength(MAX_QR_NAME_LENGTH, { message: `QR Code Name must be at most ${MAX_QR_NAME_LENGTH} characters` })
  name?: string;

  @ApiProperty(CONTENT_DOC)
  @IsObject({ message: CONTENT_MESSAGES.contentNotObject })
  content!: Record<string, unknown>;

  @ApiPropertyOptional({
    ...CUSTOMIZATION_DOC,
    description: `${CUSTOMIZATION_DOC.description} Left out on create: the default brand kit's design, else the defaults.`,
  })
  @IsOptional()
  @IsObject({ message: DESIGN_MESSAGES.notObject() })
  customization?: Record<string, unknown>;

  @TrackedField()
  isTracked?: boolean;

  @DomainIdField()
  domainId?: string | null;

  @ExpiryField()
  expiry?: unknown;

  @PasswordField()
  password?: unknown;

  @RoutingField()
  routing?: unknown;

  @SplitField()
  split?: unknown;
}

/** Only the fields given change; the type and the domain of a code never change. */
export class UpdateQrCodeRequestDto extends PartialType(
  OmitType(CreateQrCodeRequestDto, ['type', 'domainId'] as const),
) {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'A code’s domain never changes (it is printed): accepted only when it is the code’s own `domainId`; any other value is refused with 409 `code_domain_fixed`.',
  })
  @IsOptional()
  @IsUUID(undefined, { message: DOMAIN_ID_MESSAGE })
  domainId?: string | null;
}

export class ListQrCodesRequestDto extends QrCodeFilterDto {
  @ApiPropertyOptional({ enum: QR_CODE_SORT_KEYS, default: 'created', description: 'The column to sort by.' })
  @IsOptional()
  @IsIn(QR_CODE_SORT_KEYS, { message: `sort must be one of ${QR_CODE_SORT_KEYS.join(', ')}` })
  sort: QrCodeSortKey = 'created';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'direction must be asc or desc' })
  direction: SortDirection = 'desc';

  @ApiPropertyOptional({ type: Number, default: 1, minimum: 1, example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({ type: Number, default: 20, minimum: 1, maximum: MAX_PAGE_SIZE, example: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize = 20;
}

export class QrCodeImageRequestDto {
  @ApiPropertyOptional({
    enum: IMAGE_FORMATS,
    default: 'png',
    description: 'PNG and JPG are raster; SVG, PDF and EPS are vector (logos embedded as images).',
  })
  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: DESIGN_MESSAGES.format() })
  format: ImageFormat = 'png';

  @ApiPropertyOptional({
    default: DEFAULT_SIZE,
    minimum: MIN_SIZE,
    maximum: MAX_SIZE,
    example: 1000,
    description:
      'Width in pixels (points for PDF and EPS). A code with much content needs more: below `symbol.minimumSize` the answer is 400 naming the smallest size.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DESIGN_MESSAGES.size() })
  @Min(MIN_SIZE, { message: DESIGN_MESSAGES.size() })
  @Max(MAX_SIZE, { message: DESIGN_MESSAGES.size() })
  size: number = DEFAULT_SIZE;
}

export class StaticQrCodeRequestDto extends QrCodeImageRequestDto {
  @ApiProperty({
    example: 'https://example.com',
    description: 'The link the code holds, as typed (https:// is added when missing).',
  })
  @IsString()
  @MaxLength(MAX_URL_LENGTH, { message: CONTENT_MESSAGES.tooLong('URL', MAX_URL_LENGTH) })
  url!: string;

  @ApiPropertyOptional({
    type: String,
    enum: STATIC_QR_STYLE_NAMES,
    default: 'classic',
    description: 'One of the looks the home page offers.',
  })
  @IsOptional()
  @IsIn(STATIC_QR_STYLE_NAMES)
  style: StaticQrStyle = 'classic';

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Answer as a file to save rather than to show.' })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  download = false;
}
