import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH } from './fields';

/** Longer than any code with spaces or dashes: a 6-digit code, or a recovery code `xxxxx-xxxxx`. */
const MAX_CODE_LENGTH = 32;

function CodeField() {
  return applyDecorators(
    ApiProperty({
      example: '123456',
      maxLength: MAX_CODE_LENGTH,
      description: 'A 6-digit code of the authenticator app, or an unused recovery code.',
    }),
    IsString({ message: 'Code is required' }),
    IsNotEmpty({ message: 'Code is required' }),
    MaxLength(MAX_CODE_LENGTH, { message: 'This code is not valid' }),
  );
}

export class SignInMfaRequestDto {
  @ApiProperty({ description: 'The `ticket` of the MFA_REQUIRED answer to sign-in (valid for 5 minutes).' })
  @IsString({ message: 'This sign-in has expired. Please sign in again.' })
  @MaxLength(200, { message: 'This sign-in has expired. Please sign in again.' })
  ticket!: string;

  @CodeField()
  code!: string;

  @ApiPropertyOptional({
    default: false,
    description: 'Skip this step on this browser for 30 days (until sign-out everywhere or two-factor is turned off).',
  })
  @IsOptional()
  @IsBoolean()
  rememberDevice?: boolean;
}

export class ConfirmTotpRequestDto {
  @CodeField()
  code!: string;
}

export class TurnOffTotpRequestDto {
  @ApiProperty({
    maxLength: MAX_PASSWORD_LENGTH,
    description: 'The account password; empty for accounts that sign in with Google only.',
  })
  @IsString({ message: 'Current password is required' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password!: string;

  @CodeField()
  code!: string;
}

export class TotpEnrolmentResponseDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'Base32, to type in by hand.' })
  secret!: string;

  @ApiProperty({
    example:
      'otpauth://totp/LiveQR:ada%40example.com?issuer=LiveQR&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  })
  otpauthUrl!: string;
}

export class TotpConfirmationResponseDto {
  @ApiProperty({ type: [String], example: ['k7fq2-m4xta'], description: 'Ten single-use codes, shown this once.' })
  recoveryCodes!: string[];
}

export class TwoFactorStatusResponseDto {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ example: 10 })
  recoveryCodesLeft!: number;
}
