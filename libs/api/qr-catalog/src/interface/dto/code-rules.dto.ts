import {
  MAX_CODE_PASSWORD_LENGTH,
  MAX_ROUTING_RULES,
  MAX_SCAN_LIMIT,
  MAX_SPLIT_VARIANTS,
  MAX_SPLIT_WEIGHT,
  MIN_CODE_PASSWORD_LENGTH,
} from '@liveqr/qr-content';
import {
  type ExpiryRule,
  ROUTING_DEVICES,
  ROUTING_OPERATING_SYSTEMS,
  type RoutingCondition,
  type RoutingDevice,
  type RoutingOperatingSystem,
  type RoutingRule,
  type SplitVariant,
} from '@liveqr/shared/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * The shapes of a code's rules, for the OpenAPI document. The handlers check them with
 * @liveqr/qr-content's rules (each problem has its own error code), so the DTOs only let them in.
 */

export class ExpiryDto implements ExpiryRule {
  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-12-31T23:59:00+01:00',
    description: 'Refused in the past on create; on edit it is accepted and the code expires at once (`warnings`).',
  })
  at?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_SCAN_LIMIT,
    example: 500,
    description: 'Counted scans, bots excluded.',
  })
  scanLimit?: number;

  @ApiPropertyOptional({ example: 'https://example.com/sold-out', description: 'Else an "expired" page (410).' })
  fallbackUrl?: string;
}

export class RoutingConditionDto implements RoutingCondition {
  @ApiPropertyOptional({ enum: ROUTING_OPERATING_SYSTEMS, isArray: true, example: ['ios'] })
  os?: RoutingOperatingSystem[];

  @ApiPropertyOptional({ enum: ROUTING_DEVICES, isArray: true, example: ['mobile', 'tablet'] })
  device?: RoutingDevice[];

  @ApiPropertyOptional({ type: [String], example: ['DE', 'AT'], description: 'ISO 3166-1 alpha-2.' })
  country?: string[];

  @ApiPropertyOptional({
    type: [String],
    example: ['fr'],
    description: "BCP 47 primary tags, matched against the visitor's preferred language (Accept-Language).",
  })
  language?: string[];

  @ApiPropertyOptional({ type: [Number], example: [1, 2, 3, 4, 5], description: '0 = Sunday … 6 = Saturday.' })
  days?: number[];

  @ApiPropertyOptional({
    example: '11:30',
    description:
      "'HH:MM' (every day; after `to` is an overnight window) or 'YYYY-MM-DDTHH:MM' (a date range, with `to` in the same form).",
  })
  from?: string;

  @ApiPropertyOptional({ example: '14:30' })
  to?: string;

  @ApiPropertyOptional({
    example: 'Europe/Berlin',
    description: 'IANA time zone of days and times; UTC when left out.',
  })
  timeZone?: string;
}

export class RoutingRuleDto implements RoutingRule {
  @ApiProperty({ type: RoutingConditionDto, description: 'Every condition given must hold; at least one.' })
  when!: RoutingConditionDto;

  @ApiProperty({ example: 'https://apps.apple.com/app/id123456789' })
  url!: string;
}

export class SplitVariantDto implements SplitVariant {
  @ApiProperty({ example: 'https://example.com/landing-a' })
  url!: string;

  @ApiProperty({ minimum: 0, maximum: MAX_SPLIT_WEIGHT, example: 50 })
  weight!: number;
}

export function ExpiryField() {
  return applyDecorators(
    ApiPropertyOptional({ type: ExpiryDto, nullable: true, description: 'null removes the expiry.' }),
    Allow(),
  );
}

export function PasswordField() {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      writeOnly: true,
      minLength: MIN_CODE_PASSWORD_LENGTH,
      maxLength: MAX_CODE_PASSWORD_LENGTH,
      example: 'open sesame',
      description:
        'Visitors must enter it before they are sent on; stored hashed, never returned (see `hasPassword`). null removes it.',
    }),
    Allow(),
  );
}

export function RoutingField() {
  return applyDecorators(
    ApiPropertyOptional({
      type: [RoutingRuleDto],
      maxItems: MAX_ROUTING_RULES,
      description: 'Ordered: the first rule that matches a scan wins, else the split, else the default destination.',
    }),
    Allow(),
  );
}

export function SplitField() {
  return applyDecorators(
    ApiPropertyOptional({
      type: [SplitVariantDto],
      maxItems: MAX_SPLIT_VARIANTS,
      description:
        'Split test of the default destination: 2 or more URLs by weight, sticky per visitor for a day. [] removes it.',
    }),
    Allow(),
  );
}
