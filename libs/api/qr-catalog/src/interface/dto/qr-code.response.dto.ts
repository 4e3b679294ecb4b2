import { QR_TYPE_IDS, type QrContent, type QrTypeId } from '@liveqr/qr-content';
import type { QrCustomization } from '@liveqr/qr-render';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { QrCodePageView, QrCodeSummaryView, QrCodeView } from '../../application/qr-code.view';

export class QrCodeSummaryResponseDto implements QrCodeSummaryView {
  @ApiProperty({ format: 'uuid', example: '0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90' }) id!: string;
  @ApiProperty({ example: 'Lunch menu' }) name!: string;
  @ApiProperty({ enum: QR_TYPE_IDS, example: 'menu' }) type!: QrTypeId;
  @ApiProperty({ example: 'k7Fq2xMz', description: 'A tracked code encodes `{PUBLIC_URL}/s/{slug}`.' }) slug!: string;
  @ApiProperty({ example: true }) isDynamic!: boolean;
  @ApiProperty({ example: true }) isActive!: boolean;
  @ApiProperty({ example: false, description: 'Disabled by LiveQR after abuse reports: answers 410 everywhere.' })
  suspended!: boolean;
  @ApiProperty({ example: true }) isTracked!: boolean;
  @ApiProperty({ example: 42 }) scanCount!: number;
  @ApiProperty({ example: 17 }) uniqueScanCount!: number;
  @ApiProperty({ example: '/api/qr-codes/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90/image' }) imageUrl!: string;
  @ApiProperty({ example: '2026-11-21T13:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ example: '2026-11-21T13:05:00.000Z' }) updatedAt!: string;
}

export class QrCodeResponseDto extends QrCodeSummaryResponseDto implements QrCodeView {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { url: 'https://example.com/menu', menuUrl: 'https://example.com/menu' },
  })
  content!: QrContent;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { foreground: '#000000', background: '#ffffff', moduleStyle: 'square', cornerStyle: 'square' },
  })
  customization!: QrCustomization;

  @ApiProperty({ example: 'https://liveqr.example/s/k7Fq2xMz', description: 'The exact text the code holds.' })
  payload!: string;

  @ApiPropertyOptional({ example: 'WiFi codes connect the phone to a network directly, so scans cannot be counted.' })
  trackingUnavailableReason?: string;
}

export class QrCodePageResponseDto implements QrCodePageView {
  @ApiProperty({ type: [QrCodeSummaryResponseDto] }) items!: QrCodeSummaryResponseDto[];
  @ApiProperty({ example: 137, description: 'Codes matching the search and filters, over all pages.' }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) pageSize!: number;
}
