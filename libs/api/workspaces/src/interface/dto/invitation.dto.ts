import { ASSIGNABLE_WORKSPACE_ROLES, type AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { INVITATION_STATES, type InvitationState } from '../../domain/invitation';

/** The longest address SMTP carries. */
const MAX_EMAIL_LENGTH = 254;
const INVALID_LINK = 'This invitation link is invalid';

export class InviteMemberRequestDto {
  @ApiProperty({ example: 'grace@example.com', maxLength: MAX_EMAIL_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: `An email address is at most ${MAX_EMAIL_LENGTH} characters` })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ enum: ASSIGNABLE_WORKSPACE_ROLES, description: 'Ownership moves by a transfer only.' })
  @IsIn(ASSIGNABLE_WORKSPACE_ROLES, { message: `The role is one of ${ASSIGNABLE_WORKSPACE_ROLES.join(', ')}` })
  role!: AssignableWorkspaceRole;
}

export class InvitationResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'grace@example.com' })
  email!: string;

  @ApiProperty({ enum: ASSIGNABLE_WORKSPACE_ROLES })
  role!: AssignableWorkspaceRole;

  @ApiProperty({
    enum: INVITATION_STATES,
    description: 'Pending until accepted, revoked or 7 days old (expired).',
  })
  state!: InvitationState;

  @ApiProperty({ format: 'uuid', description: 'The user id of whoever sent (or last renewed) it.' })
  invitedBy!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class InvitationTokenRequestDto {
  @ApiProperty({ description: 'The token of the link in the invitation mail.' })
  @IsString({ message: INVALID_LINK })
  @MaxLength(200, { message: INVALID_LINK })
  token!: string;
}

export class AcceptInvitationResponseDto {
  @ApiProperty({ format: 'uuid', description: 'The workspace joined.' })
  workspaceId!: string;
}

export class InvitationPreviewResponseDto {
  @ApiProperty({ example: 'Café Lumière' })
  workspaceName!: string;

  @ApiProperty({ enum: ASSIGNABLE_WORKSPACE_ROLES })
  role!: AssignableWorkspaceRole;

  @ApiProperty({ example: 'grace@example.com', description: 'The invited address: only its account can accept.' })
  email!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ada',
    description: "The inviter's first name; null once their account is gone.",
  })
  invitedBy!: string | null;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}
