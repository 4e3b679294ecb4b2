import { ApiProperty } from '@nestjs/swagger';
import type { SessionUser } from '@liveqr/shared/contracts';

export class SessionUserDto implements SessionUser {
  @ApiProperty({ example: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })
  id!: string;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ example: 'Ada' })
  firstName!: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName!: string;
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
