import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_REVOCATION_REASONS,
  type AccessRevocationReason,
  API_KEY_NAME_MAX_LENGTH,
  API_SCOPES,
  type ApiScope,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from '@liveqr/shared/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsDate, IsIn, IsOptional } from 'class-validator';
import { TextField } from './fields';

export class CreateApiKeyRequestDto {
  @TextField('Name', API_KEY_NAME_MAX_LENGTH, true, 'Inventory sync')
  name!: string;

  @ApiProperty({
    enum: API_SCOPES,
    isArray: true,
    example: ['read'],
    description: '`read` for GET, `write` for changes.',
  })
  @IsArray({ message: 'Choose at least one scope' })
  @ArrayNotEmpty({ message: 'Choose at least one scope' })
  @ArrayMaxSize(API_SCOPES.length)
  @ArrayUnique({ message: 'Each scope may be chosen once' })
  @IsIn(API_SCOPES, { each: true, message: `Scopes are ${API_SCOPES.join(' and ')}` })
  scopes!: ApiScope[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-01-31T00:00:00.000Z',
    description: 'When the key stops working; leave out for a key that does not expire.',
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'The expiry must be a date' })
  expiresAt?: Date | null;
}

export class ApiKeyResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Inventory sync' })
  name!: string;

  @ApiProperty({ example: 'lq_live_Ab3d', description: 'The first characters of the key, to tell keys apart.' })
  prefix!: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true })
  scopes!: ApiScope[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt!: string | null;

  @ApiProperty({
    enum: ACCESS_REVOCATION_REASONS,
    nullable: true,
    example: null,
    description:
      'Why it was revoked when not by hand: the password was reset, the account was claimed with Google, or every session was signed out.',
  })
  revokedReason!: AccessRevocationReason | null;
}

export class CreatedApiKeyResponseDto extends ApiKeyResponseDto {
  @ApiProperty({
    example: 'lq_live_Ab3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f',
    description: 'The key itself, shown this once: send it as `Authorization: Bearer`. It is stored only as a hash.',
  })
  secret!: string;
}

export class ApiKeyWorkspaceResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Marketing', description: 'Null for a personal workspace.' })
  name!: string | null;

  @ApiProperty({ description: "Whether it is the key creator's personal workspace." })
  personal!: boolean;
}

export class CurrentApiKeyResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Inventory sync' })
  name!: string;

  @ApiProperty({ example: 'lq_live_Ab3d', description: 'The first characters of the key, to tell keys apart.' })
  prefix!: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true })
  scopes!: ApiScope[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: it does not expire.' })
  expiresAt!: string | null;

  @ApiProperty({ type: ApiKeyWorkspaceResponseDto, description: 'The workspace the key acts on.' })
  workspace!: ApiKeyWorkspaceResponseDto;

  @ApiProperty({ enum: WORKSPACE_ROLES, description: "The key's role there: its creator's." })
  role!: WorkspaceRole;
}
