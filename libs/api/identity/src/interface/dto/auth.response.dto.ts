import { ApiProperty } from '@nestjs/swagger';
import {
  ACCOUNT_EVENT_TYPES,
  type AccountEventType,
  SIGN_IN_METHODS,
  type SignInMethod,
} from '@liveqr/shared/contracts';

export class SessionUserDto {
  @ApiProperty({ example: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })
  id!: string;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ example: 'Ada' })
  firstName!: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName!: string;

  @ApiProperty({ description: 'Whether the owner confirmed the address (mailed link, Google or password reset).' })
  emailVerified!: boolean;
}

export class SessionResponseDto {
  @ApiProperty({ type: SessionUserDto })
  user!: SessionUserDto;
}

export class SignedInResponseDto extends SessionResponseDto {
  @ApiProperty({ description: 'For API consumers: send it as `Authorization: Bearer`. The web app uses the cookie.' })
  accessToken!: string;

  @ApiProperty({ example: 900 })
  expiresIn!: number;
}

export class AuthProvidersResponseDto {
  @ApiProperty({ description: 'Whether sign-in with Google is configured.' })
  google!: boolean;
}

export class MessageResponseDto {
  @ApiProperty()
  message!: string;
}

export class AccountEventDto {
  @ApiProperty({ enum: ACCOUNT_EVENT_TYPES, example: 'signed_in' })
  type!: AccountEventType;

  @ApiProperty({ example: '2026-11-24T09:30:00.000Z' })
  occurredAt!: string;

  @ApiProperty({ enum: SIGN_IN_METHODS, nullable: true, example: 'password' })
  method!: SignInMethod | null;

  @ApiProperty({ nullable: true, type: String, example: 'Chrome' })
  browser!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'macOS' })
  operatingSystem!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Berlin' })
  city!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'DE',
    description: 'ISO 3166-1 alpha-2; from the IP, which is not kept.',
  })
  country!: string | null;
}

export class AccountActivityResponseDto {
  @ApiProperty({ type: [AccountEventDto], description: 'The last 90 days, newest first.' })
  events!: AccountEventDto[];
}
