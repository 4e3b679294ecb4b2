import { QR_TYPE_IDS, type QrTypeId } from '@liveqr/qr-content';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class ImportRowIssueResponseDto {
  @ApiProperty({ example: 3, description: 'The line of the file the row starts on (the header is line 1).' })
  line!: number;
  @ApiProperty({ example: 'destination_not_public', description: 'The stable code of the problem.' })
  code!: string;
  @ApiProperty({ example: 'This destination is not allowed' }) message!: string;
}

export class ImportDryRunResponseDto {
  @ApiProperty({ example: 120, description: 'Data rows read from the file.' }) rows!: number;
  @ApiProperty({ example: 118, description: 'Rows that would be created.' }) valid!: number;
  @ApiProperty({ type: [ImportRowIssueResponseDto], description: 'Rows that would not be created, and why.' })
  errors!: ImportRowIssueResponseDto[];
  @ApiProperty({
    type: [ImportRowIssueResponseDto],
    description: 'Rows that would be created, with something worth a look (duplicate_name).',
  })
  warnings!: ImportRowIssueResponseDto[];
}

export class ImportTemplateRequestDto {
  @ApiProperty({ enum: QR_TYPE_IDS, example: 'website' })
  @IsIn(QR_TYPE_IDS, { message: `type must be one of ${QR_TYPE_IDS.join(', ')}` })
  type!: QrTypeId;
}

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export class ExportQrCodesRequestDto {
  @ApiProperty({ enum: EXPORT_FORMATS, example: 'csv', default: 'csv' })
  @IsIn(EXPORT_FORMATS, { message: 'format must be csv or json' })
  format: ExportFormat = 'csv';
}
