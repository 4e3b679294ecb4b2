import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, PasswordField, TextField } from './fields';

export class SignUpRequestDto {
  @TextField('First name', MAX_NAME_LENGTH, true, 'Ada')
  firstName!: string;

  @TextField('Last name', MAX_NAME_LENGTH, true, 'Lovelace')
  lastName!: string;

  @EmailField()
  email!: string;

  @PasswordField()
  password!: string;

  /** Compared with `password` first ('Passwords do not match'), then the length rule applies. */
  @ApiProperty({ example: 'correct-horse', maxLength: MAX_PASSWORD_LENGTH })
  @IsString({ message: 'Confirm password is required' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  confirmPassword!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

export class SignInRequestDto {
  @EmailField()
  email!: string;

  @PasswordField()
  password!: string;

  @ApiPropertyOptional({ default: false, description: 'Keep the session for 30 days instead of the browser session.' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

export class ForgotPasswordRequestDto {
  @EmailField()
  email!: string;
}

export class ResetLinkRequestDto {
  @ApiProperty({ description: 'The token of the link in the reset e-mail.' })
  @IsString({ message: 'Invalid or expired reset link' })
  @MaxLength(200, { message: 'Invalid or expired reset link' })
  token!: string;
}

export class ResetPasswordRequestDto extends ResetLinkRequestDto {
  @PasswordField()
  password!: string;

  @ApiProperty({ maxLength: MAX_PASSWORD_LENGTH })
  @IsString({ message: 'Confirm password is required' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  confirmPassword!: string;
}

export class ChangePasswordRequestDto {
  @ApiProperty({ description: 'Empty for accounts created with Google that have no password yet.' })
  @IsString({ message: 'Current password is required' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  currentPassword!: string;

  @PasswordField('New password')
  newPassword!: string;

  @ApiProperty({ maxLength: MAX_PASSWORD_LENGTH })
  @IsString({ message: 'Confirm password is required' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  confirmPassword!: string;
}

export class DeleteAccountRequestDto {
  @ApiProperty({ example: 'DELETE', description: 'The word DELETE, typed by the user.' })
  @IsString({ message: 'Type DELETE to confirm that the account should be deleted' })
  @MaxLength(20)
  confirmation!: string;
}

export class VerifyEmailRequestDto {
  @ApiProperty({ description: 'The token of the link in the verification e-mail.' })
  @IsString({ message: 'This confirmation link is invalid or has expired' })
  @MaxLength(200, { message: 'This confirmation link is invalid or has expired' })
  token!: string;
}

export class ChangeEmailRequestDto {
  @EmailField('New email', 'grace@example.com')
  newEmail!: string;

  @ApiProperty({ description: 'Empty for accounts created with Google that have no password.' })
  @IsString({ message: 'Current password is required' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  currentPassword!: string;
}
