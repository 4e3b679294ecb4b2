import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CONTACT_LIMITS } from '../domain/contact-message.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SendContactMessageRequestDto {
  @ApiProperty({ example: 'Ada Lovelace', maxLength: CONTACT_LIMITS.name })
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(CONTACT_LIMITS.name, { message: `name must be at most ${CONTACT_LIMITS.name} characters` })
  @Matches(/^[^\r\n]*$/, { message: 'name must be on one line' })
  name!: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: CONTACT_LIMITS.email })
  @Transform(trim)
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'Please enter your e-mail address' })
  @MaxLength(CONTACT_LIMITS.email, { message: `email must be at most ${CONTACT_LIMITS.email} characters` })
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  email!: string;

  @ApiProperty({ example: 'Can I move my codes to another account?', maxLength: CONTACT_LIMITS.message })
  @Transform(trim)
  @IsString({ message: 'message must be text' })
  @IsNotEmpty({ message: 'Please enter a message' })
  @MaxLength(CONTACT_LIMITS.message, { message: `message must be at most ${CONTACT_LIMITS.message} characters` })
  message!: string;
}
