import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Longer input than any real value is refused before it reaches argon2 or the database. */
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A trimmed, required e-mail address. */
export function EmailField(label = 'Email', example = 'ada@example.com') {
  return applyDecorators(
    ApiProperty({ example, maxLength: 254 }),
    trim,
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(254, { message: `${label} must be at most 254 characters` }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
  );
}

export function PasswordField(label = 'Password', example = 'correct-horse') {
  return applyDecorators(
    ApiProperty({ example, maxLength: MAX_PASSWORD_LENGTH }),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(MAX_PASSWORD_LENGTH, { message: `${label} must be at most ${MAX_PASSWORD_LENGTH} characters` }),
  );
}

/** A trimmed text field; `required` refuses blanks, otherwise it may be left out. */
export function TextField(label: string, maxLength: number, required: boolean, example = '') {
  return applyDecorators(
    ApiProperty({ example, maxLength, required }),
    trim,
    IsString({ message: `${label} must be text` }),
    ...(required ? [IsNotEmpty({ message: `${label} is required` })] : [IsOptional()]),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );
}
