import { CONTENT_MESSAGES, QR_TYPE_IDS, type QrTypeId } from '@liveqr/qr-content';
import { DEFAULT_SIZE, DESIGN_MESSAGES, MAX_SIZE, MIN_SIZE } from '@liveqr/qr-render';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  IMAGE_FORMATS,
  type ImageFormat,
} from '../../application/queries/render-qr-code-image/render-qr-code-image.query';

export const MAX_QR_NAME_LENGTH = 100;
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE_SIZE = 100;

/** Shapes only: the handlers check the content against its type and the customization with the renderer's rules. */
function NameField() {
  return applyDecorators(
    ApiPropertyOptional({
      example: 'Lunch menu',
      maxLength: MAX_QR_NAME_LENGTH,
      description: "Blank: '{type} QR Code'.",
    }),
    IsOptional(),
    IsString({ message: 'QR Code Name must be text' }),
    MaxLength(MAX_QR_NAME_LENGTH, { message: `QR Code Name must be at most ${MAX_QR_NAME_LENGTH} characters` }),
  );
}

function CustomizationField() {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'object',
      additionalProperties: true,
      description:
        'Colours `#rrggbb` (contrast at least 4:1, foreground darker), moduleStyle square|rounded|dots, ' +
        'cornerStyle square|rounded|dot, optional logo (PNG/JPG/SVG data URL) and frame `{ caption }`.',
      example: { foreground: '#1a237e', background: '#ffffff', moduleStyle: 'rounded', cornerStyle: 'rounded' },
    }),
    IsOptional(),
    IsObject({ message: DESIGN_MESSAGES.notObject() }),
  );
}

function TrackedField() {
  return applyDecorators(
    ApiPropertyOptional({ example: true, default: true, description: 'Scan tracking; always off for wifi.' }),
    IsOptional(),
    IsBoolean({ message: 'isTracked must be true or false' }),
  );
}

const CONTENT_DOC = {
  type: 'object',
  additionalProperties: true,
  description: "The type's fields (spec §3), e.g. `{ url }` for website or `{ ssid, password, encryption }` for wifi.",
  example: { url: 'https://example.com/menu' },
} as const;

export class CreateQrCodeRequestDto {
  @ApiProperty({ enum: QR_TYPE_IDS, example: 'website' })
  @IsIn(QR_TYPE_IDS, { message: CONTENT_MESSAGES.unknownType })
  type!: QrTypeId;

  @NameField()
  name?: string;

  @ApiProperty(CONTENT_DOC)
  @IsObject({ message: CONTENT_MESSAGES.contentNotObject })
  content!: Record<string, unknown>;

  @CustomizationField()
  customization?: Record<string, unknown>;

  @TrackedField()
  isTracked?: boolean;
}

/** Only the fields given change; the type of a code never changes. */
export class UpdateQrCodeRequestDto {
  @NameField()
  name?: string;

  @ApiPropertyOptional(CONTENT_DOC)
  @IsOptional()
  @IsObject({ message: CONTENT_MESSAGES.contentNotObject })
  content?: Record<string, unknown>;

  @CustomizationField()
  customization?: Record<string, unknown>;

  @TrackedField()
  isTracked?: boolean;
}

export class ListQrCodesRequestDto {
  @ApiPropertyOptional({ example: 'menu', description: 'Case-insensitive part of the name or type.' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string;

  @ApiPropertyOptional({ enum: ['active', 'inactive'], description: 'Leave out for all.' })
  @IsOptional()
  @IsIn(['active', 'inactive'])
  status?: 'active' | 'inactive';

  @ApiPropertyOptional({ enum: QR_TYPE_IDS, description: 'Leave out for all types.' })
  @IsOptional()
  @IsIn(QR_TYPE_IDS, { message: CONTENT_MESSAGES.unknownType })
  type?: QrTypeId;

  @ApiPropertyOptional({ default: 1, minimum: 1, example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: MAX_PAGE_SIZE, example: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize = 20;
}

export class QrCodeImageRequestDto {
  @ApiPropertyOptional({ enum: IMAGE_FORMATS, default: 'png' })
  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: `format must be one of: ${IMAGE_FORMATS.join(', ')}` })
  format: ImageFormat = 'png';

  @ApiPropertyOptional({ default: DEFAULT_SIZE, minimum: MIN_SIZE, maximum: MAX_SIZE, description: 'Width in pixels.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DESIGN_MESSAGES.size() })
  @Min(MIN_SIZE, { message: DESIGN_MESSAGES.size() })
  @Max(MAX_SIZE, { message: DESIGN_MESSAGES.size() })
  size: number = DEFAULT_SIZE;
}
