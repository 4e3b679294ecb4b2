import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import {
  PUBLIC_PAGE_TYPES,
  type PublicColors,
  type PublicPageContentMap,
  type PublicPageType,
} from '../../application/queries/get-public-qr-code/public-qr-code.view';

export class PublicQrCodeRequestDto {
  @ApiProperty({ enum: PUBLIC_PAGE_TYPES, example: 'vcard', description: "The page's type; another type's id: 404." })
  @IsIn(PUBLIC_PAGE_TYPES, { message: `type must be one of ${PUBLIC_PAGE_TYPES.join(', ')}` })
  type!: PublicPageType;
}

/** Shapes only: the Add-link rule (required URL, https:// prefix, duplicates) answers with the spec's messages. */
export class AddLinkRequestDto {
  @ApiPropertyOptional({ example: 'Our menu', description: 'Blank: the URL.' })
  @IsOptional()
  @IsString({ message: 'Title must be text' })
  title?: string;

  @ApiProperty({ example: 'example.com/menu', description: 'https:// is prepended when no scheme is given.' })
  @IsOptional()
  @IsString({ message: 'URL must be text' })
  url?: string;
}

export class PublicQrCodeResponseDto {
  @ApiProperty({ format: 'uuid', example: '0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90' }) id!: string;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
  @ApiProperty({ enum: PUBLIC_PAGE_TYPES, example: 'vcard' }) type!: PublicPageType;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Only the fields the page shows.',
    example: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      email: '',
      company: '',
      website: '',
      address: '',
    },
  })
  content!: PublicPageContentMap[PublicPageType];
  @ApiProperty({
    example: { foreground: '#1d4ed8', background: '#ffffff' },
    description: "The code's design colours, for the page.",
  })
  colors!: PublicColors;
  @ApiProperty({ example: false, description: 'True for the signed-in owner.' }) isOwner!: boolean;
}
