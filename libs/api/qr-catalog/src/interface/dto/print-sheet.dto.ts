import {
  MAX_PRINT_SHEET_CODES,
  PRINT_CAPTIONS,
  PRINT_COLOUR_SPACES,
  PRINT_TEMPLATES,
  type PrintCaption,
  type PrintColourSpace,
  type PrintTemplate,
} from '@liveqr/qr-render';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/**
 * Template, caption and colour space are checked by the print sheets themselves, which answer each
 * with a code of its own (unknown_print_template...); so is the number of codes (print_sheet_too_many_codes).
 */
export class PrintSheetRequestDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_PRINT_SHEET_CODES,
    example: ['0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90'],
    description: 'The codes to print, in this order; ids that are not the caller’s codes are skipped.',
  })
  @IsOptional()
  @IsArray()
  @IsUUID(undefined, { each: true, message: 'codeIds must be QR code ids' })
  codeIds?: string[];

  @ApiPropertyOptional({
    format: 'uuid',
    example: '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9',
    description: 'Instead of codeIds: every code in this folder and its subfolders, newest first.',
  })
  @IsOptional()
  @IsUUID(undefined, { message: 'folderId must be a folder id' })
  folderId?: string;

  @ApiProperty({ enum: PRINT_TEMPLATES, example: 'avery-l7160' })
  @IsString()
  @MaxLength(40)
  template!: PrintTemplate;

  @ApiProperty({ enum: PRINT_CAPTIONS, example: 'name', description: 'Written under each code.' })
  @IsString()
  @MaxLength(40)
  caption!: PrintCaption;

  @ApiPropertyOptional({
    enum: PRINT_COLOUR_SPACES,
    default: 'rgb',
    description: 'cmyk: every colour as DeviceCMYK, for print shops.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  colourSpace?: PrintColourSpace;
}
