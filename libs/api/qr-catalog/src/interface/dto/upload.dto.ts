import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { UPLOAD_KINDS, type UploadKind } from '../../domain/upload-kinds';
import type { UploadedFileView } from '../../application/commands/upload-file/upload-file.command';
import type { UploadUsageView } from '../../application/queries/get-upload-usage/get-upload-usage.query';

const MAX_FILE_NAME_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_HEADER = /[\u0000-\u001f\u007f"]/g;

/** Only the last path segment, without control or quote characters: it ends up in a header. */
function cleanFileName({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const lastSegment = value.split(/[\\/]/).pop() ?? '';
  return lastSegment.replace(UNSAFE_IN_HEADER, '').trim();
}

export class UploadRequestDto {
  @ApiProperty({
    enum: UPLOAD_KINDS,
    example: 'document',
    description:
      'document: PDF up to 20 MB; image: PNG/JPG/GIF/WebP up to 20 MB; video: MP4/MOV/WebM and audio: MP3/M4A/OGG/WAV up to 200 MB.',
  })
  @IsIn(UPLOAD_KINDS, { message: `kind must be one of: ${UPLOAD_KINDS.join(', ')}` })
  kind!: UploadKind;

  @ApiPropertyOptional({ example: 'menu.pdf', maxLength: MAX_FILE_NAME_LENGTH })
  @IsOptional()
  @Transform(cleanFileName)
  @IsString()
  @MaxLength(MAX_FILE_NAME_LENGTH)
  fileName?: string;
}

export class UploadResponseDto implements UploadedFileView {
  @ApiProperty({ format: 'uuid', example: '3f1c9a52-6d0b-4c1e-8f27-5b9e0d4a7c13' }) id!: string;
  @ApiProperty({ example: 'https://liveqr.example/api/uploads/3f1c9a52-6d0b-4c1e-8f27-5b9e0d4a7c13' }) url!: string;
  @ApiProperty({ example: 'application/pdf', description: "Read from the file's bytes." }) contentType!: string;
  @ApiProperty({ example: 482133 }) size!: number;
  @ApiProperty({ example: 'menu.pdf' }) fileName!: string;
}

export class UploadUsageResponseDto implements UploadUsageView {
  @ApiProperty({ example: 48_211_337, description: "The sum of the account's files." }) usedBytes!: number;
  @ApiProperty({ example: 1_073_741_824 }) quotaBytes!: number;
  @ApiProperty({ example: 3 }) uploadsLastHour!: number;
  @ApiProperty({ example: 30 }) uploadsPerHour!: number;
}
