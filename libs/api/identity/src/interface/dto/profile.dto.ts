import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPES, type AccountType, type Language, LANGUAGES, PROFILE_LIMITS } from '@liveqr/shared/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { TextField } from './fields';

/** Spec §5: missing text fields are saved as empty strings, account type defaults to private, language to en. */
export class UpdateProfileRequestDto {
  @TextField('First name', PROFILE_LIMITS.firstName, false, 'Ada')
  firstName?: string;

  @TextField('Last name', PROFILE_LIMITS.lastName, false, 'Lovelace')
  lastName?: string;

  @TextField('Phone', PROFILE_LIMITS.phone, false, '+44 20 7946 0000')
  phone?: string;

  @ApiProperty({ enum: ACCOUNT_TYPES, default: 'private', required: false })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES, { message: `Account type must be one of: ${ACCOUNT_TYPES.join(', ')}` })
  accountType?: AccountType;

  @TextField('Company name', PROFILE_LIMITS.companyName, false)
  companyName?: string;

  @TextField('Tax ID', PROFILE_LIMITS.taxId, false)
  taxId?: string;

  @TextField('Address', PROFILE_LIMITS.address, false)
  address?: string;

  @TextField('Postal code', PROFILE_LIMITS.postalCode, false)
  postalCode?: string;

  @TextField('Country', PROFILE_LIMITS.country, false)
  country?: string;

  @ApiProperty({ enum: LANGUAGES, default: 'en', required: false })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;
}

/** What GET and PUT /api/profile answer: every field, '' when empty. */
export class ProfileResponseDto {
  @ApiProperty({ example: 'ada@example.com', description: 'The account e-mail; read-only.' })
  email!: string;
  @ApiProperty({ example: 'Ada' }) firstName!: string;
  @ApiProperty({ example: 'Lovelace' }) lastName!: string;
  @ApiProperty({ example: '+44 20 7946 0000' }) phone!: string;
  @ApiProperty({ enum: ACCOUNT_TYPES, example: 'private' }) accountType!: AccountType;
  @ApiProperty({ example: '' }) companyName!: string;
  @ApiProperty({ example: '' }) taxId!: string;
  @ApiProperty({ example: '12 St James Square' }) address!: string;
  @ApiProperty({ example: 'SW1Y 4JH' }) postalCode!: string;
  @ApiProperty({ example: 'United Kingdom' }) country!: string;
  @ApiProperty({ enum: LANGUAGES, example: 'en' }) language!: Language;

  @ApiProperty({ nullable: true, type: String, example: '2026-11-21T10:00:00.000Z' })
  updatedAt!: string | null;
}
