import {
  ASSIGNABLE_WORKSPACE_ROLES,
  type AssignableWorkspaceRole,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from '@liveqr/shared/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';

export const MAX_WORKSPACE_NAME_LENGTH = 100;
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class WorkspaceNameRequestDto {
  @ApiProperty({ example: 'Café Lumière', minLength: 1, maxLength: MAX_WORKSPACE_NAME_LENGTH })
  @trim
  @IsString({ message: 'The workspace needs a name' })
  @MinLength(1, { message: 'The workspace needs a name' })
  @MaxLength(MAX_WORKSPACE_NAME_LENGTH, {
    message: `A workspace's name is at most ${MAX_WORKSPACE_NAME_LENGTH} characters`,
  })
  name!: string;
}

export class WorkspaceResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Café Lumière' })
  name!: string;
}

export class MembershipResponseDto {
  @ApiProperty({ format: 'uuid', description: "A personal workspace's id is its owner's user id." })
  id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Null for a personal workspace: name it in the reader's language.",
  })
  name!: string | null;

  @ApiProperty()
  personal!: boolean;

  @ApiProperty({ enum: WORKSPACE_ROLES, description: "The caller's role here." })
  role!: WorkspaceRole;

  @ApiProperty({ example: 3 })
  members!: number;
}

export class WorkspaceMemberResponseDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty({ enum: WORKSPACE_ROLES })
  role!: WorkspaceRole;

  @ApiProperty({ format: 'date-time' })
  joinedAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Their last request in this workspace (to the minute).',
  })
  lastActiveAt!: string | null;
}

export class ChangeMemberRoleRequestDto {
  @ApiProperty({ enum: ASSIGNABLE_WORKSPACE_ROLES, description: 'Ownership moves by a transfer only.' })
  @IsIn(ASSIGNABLE_WORKSPACE_ROLES, { message: `The role is one of ${ASSIGNABLE_WORKSPACE_ROLES.join(', ')}` })
  role!: AssignableWorkspaceRole;
}

export class TransferOwnershipRequestDto {
  @ApiProperty({ format: 'uuid', description: 'An admin of the workspace: they become its owner, and you an admin.' })
  @IsUUID('all', { message: 'Name the member by their user id' })
  userId!: string;
}
