import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import type { AuditEntryView } from '../../application/audit-entry-views';
import type { AuditLogPageView } from '../../application/queries/audit-log/list-audit-log.query';
import {
  AUDIT_ACTIONS,
  AUDIT_CHANNELS,
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  AUDIT_SUBJECT_TYPES,
  type AuditAction,
  type AuditChannel,
  type AuditLogFilter,
  type AuditSubjectType,
} from '../../domain/audit-entry';

const UUID_EXAMPLE = '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9';

/** Which entries: every field given narrows. */
export class AuditLogFilterRequestDto implements AuditLogFilter {
  @ApiPropertyOptional({
    format: 'uuid',
    example: UUID_EXAMPLE,
    description: "What one member did (their user id), or what was done with one API key (the key's id).",
  })
  @IsOptional()
  @IsUUID('all', { message: 'actor must be a user id or an API key id' })
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, description: 'One kind of change.' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ format: 'uuid', example: UUID_EXAMPLE, description: "One code's entries." })
  @IsOptional()
  @IsUUID('all', { message: 'codeId must be a code id' })
  codeId?: string;
}

export class AuditLogPageRequestDto extends AuditLogFilterRequestDto {
  @ApiPropertyOptional({
    example: '1042',
    description: "A page's `nextCursor`: the page of older entries after it. Leave out for the newest.",
  })
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'cursor must be the nextCursor of a page' })
  cursor?: string;

  @ApiPropertyOptional({ type: Number, default: AUDIT_PAGE_SIZE, minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}` })
  @Max(AUDIT_MAX_PAGE_SIZE, { message: `limit must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}` })
  limit: number = AUDIT_PAGE_SIZE;
}

type ActorView = AuditEntryView['actor'];

export class AuditApiKeyResponseDto implements NonNullable<ActorView['apiKey']> {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Shop sync', description: 'Null once the key is gone.' })
  name!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'lq_live_3kF9', description: 'Null once the key is gone.' })
  prefix!: string | null;
}

export class AuditActorResponseDto implements ActorView {
  @ApiProperty({ format: 'uuid', description: 'The person: the one who used the web app, or whose key it was.' })
  userId!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null once their account is gone.' })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({
    type: AuditApiKeyResponseDto,
    nullable: true,
    description: 'The API key the change came through; null through the web app.',
  })
  apiKey!: AuditApiKeyResponseDto | null;
}

export class AuditSubjectResponseDto {
  @ApiProperty({ enum: AUDIT_SUBJECT_TYPES })
  type!: AuditSubjectType;

  @ApiProperty({ format: 'uuid', description: "The subject's id; a plan's is its workspace's." })
  id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ab3xK9',
    description:
      "How to tell it apart, as it was then: a code's short id, a folder's, tag's, workspace's or API key's name, an endpoint's URL, an invitation's email; a member's email.",
  })
  label!: string | null;
}

export class AuditEntryResponseDto implements AuditEntryView {
  @ApiProperty({ example: '1042' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  occurredAt!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @ApiProperty({
    enum: AUDIT_CHANNELS,
    description:
      "`api`: through an API key; `ui`: through the web app; `billing`: the plan's state as Stripe reported it (a payment, a failed renewal, a cancellation), in the name of the workspace's owner.",
  })
  via!: AuditChannel;

  @ApiProperty({ type: AuditActorResponseDto })
  actor!: AuditActorResponseDto;

  @ApiProperty({ type: AuditSubjectResponseDto })
  subject!: AuditSubjectResponseDto;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://example.com/old-menu',
    description: 'What it was: the old destination, role, name or plan state (`none`, `active`, `past_due`, ...).',
  })
  from!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://example.com/menu',
    description:
      "What it became: the new destination, role (an invitation's too), name, a code's status (`active`, `inactive`), or the plan's state (`active`, `past_due`, `cancelled`).",
  })
  to!: string | null;
}

export class AuditLogPageResponseDto implements AuditLogPageView {
  @ApiProperty({ type: [AuditEntryResponseDto] })
  items!: AuditEntryResponseDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '993',
    description: 'The next page’s `cursor`; null on the last.',
  })
  nextCursor!: string | null;
}
