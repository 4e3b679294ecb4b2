import type { QrCustomization } from '@liveqr/qr-render';
import { DESIGN_MESSAGES } from '@liveqr/qr-render';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsObject, IsOptional, IsString } from 'class-validator';
import { MAX_BRAND_KIT_NAME_LENGTH } from '../../domain/brand-kit.entity';
import { QrCustomizationDto } from './customization.dto';
import { CUSTOMIZATION_DOC } from './qr-code.request.dto';
import type { BrandKitView } from '../../application/brand-kit.view';

const NAME_DOC = { example: 'Bistro navy', maxLength: MAX_BRAND_KIT_NAME_LENGTH } as const;
const DEFAULT_DOC = {
  example: true,
  description: 'The design new codes get when created without one; setting it clears the previous default.',
} as const;

export class CreateBrandKitRequestDto {
  @ApiProperty(NAME_DOC)
  @IsString({ message: 'The brand kit name must be text' })
  name!: string;

  @ApiProperty(CUSTOMIZATION_DOC)
  @IsObject({ message: DESIGN_MESSAGES.notObject() })
  customization!: Record<string, unknown>;

  @ApiPropertyOptional({ ...DEFAULT_DOC, default: false })
  @IsOptional()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault?: boolean;
}

/** Only the fields given change; left out, `isDefault` stays as it is. */
export class UpdateBrandKitRequestDto extends PartialType(OmitType(CreateBrandKitRequestDto, ['isDefault'] as const)) {
  @ApiPropertyOptional(DEFAULT_DOC)
  @IsOptional()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault?: boolean;
}

export class BrandKitResponseDto implements BrandKitView {
  @ApiProperty({ format: 'uuid', example: '5c1d9a7e-2b3f-4e6a-8c9d-0e1f2a3b4c5d' }) id!: string;
  @ApiProperty({ example: 'Bistro navy' }) name!: string;
  @ApiProperty({ type: QrCustomizationDto, description: 'The validated design, defaults filled.' })
  customization!: QrCustomization;
  @ApiProperty({ example: true }) isDefault!: boolean;
  @ApiProperty({ example: '2026-11-24T12:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ example: '2026-11-24T12:05:00.000Z' }) updatedAt!: string;
}
