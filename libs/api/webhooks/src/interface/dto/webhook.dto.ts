import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_REVOCATION_REASONS,
  type AccessRevocationReason,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@liveqr/shared/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

const MAX_URL_LENGTH = 2000;
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

function UrlField(required: boolean) {
  return (target: object, key: string) => {
    ApiProperty({ example: 'https://example.com/hooks/liveqr', maxLength: MAX_URL_LENGTH, required })(target, key);
    trim(target, key);
    if (!required) IsOptional()(target, key);
    IsString({ message: 'The endpoint URL is required' })(target, key);
    MaxLength(MAX_URL_LENGTH, { message: `The endpoint URL must be at most ${MAX_URL_LENGTH} characters` })(
      target,
      key,
    );
  };
}

function EventsField(required: boolean) {
  return (target: object, key: string) => {
    ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['qr_code.created'], required })(target, key);
    if (!required) IsOptional()(target, key);
    IsArray({ message: 'Choose at least one event' })(target, key);
    ArrayNotEmpty({ message: 'Choose at least one event' })(target, key);
    ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)(target, key);
    ArrayUnique({ message: 'Each event may be chosen once' })(target, key);
    IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `Events are ${WEBHOOK_EVENT_TYPES.join(', ')}` })(target, key);
  };
}

export class CreateWebhookEndpointRequestDto {
  @UrlField(true)
  url!: string;

  @EventsField(true)
  events!: WebhookEventType[];
}

export class UpdateWebhookEndpointRequestDto {
  @UrlField(false)
  url?: string;

  @EventsField(false)
  events?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'Switch the endpoint on (after it was switched off) or off.' })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class WebhookEndpointResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'https://example.com/hooks/liveqr' })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  events!: WebhookEventType[];

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When failing deliveries switched the endpoint off.',
  })
  disabledAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was revoked with every other endpoint and API key of the account; it receives nothing more.',
  })
  revokedAt!: string | null;

  @ApiProperty({
    enum: ACCESS_REVOCATION_REASONS,
    nullable: true,
    example: null,
    description: 'Why: the password was reset, the account was claimed with Google, or every session was signed out.',
  })
  revokedReason!: AccessRevocationReason | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class CreatedWebhookEndpointResponseDto extends WebhookEndpointResponseDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'Standard Webhooks signing secret, shown this once: verify `webhook-signature` with it.',
  })
  secret!: string;
}

export class WebhookDeliveryResponseDto {
  @ApiProperty({ example: 'msg_2b8f3c1e9d0a4b7c8e6f5a4d3c2b1a09', description: 'The `webhook-id` header.' })
  id!: string;

  @ApiProperty({ example: 'qr_code.created' })
  eventType!: string;

  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES })
  status!: WebhookDeliveryStatus;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ type: Number, nullable: true, example: 200 })
  responseStatus!: number | null;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAttemptAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextAttemptAt!: string | null;
}

export class TestDeliveryResponseDto {
  @ApiProperty({ example: 'msg_2b8f3c1e9d0a4b7c8e6f5a4d3c2b1a09' })
  deliveryId!: string;
}
