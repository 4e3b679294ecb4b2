import type { SubscriptionInactiveReason } from '@liveqr/shared/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BillingMode } from '../../domain/billing-mode';

export class PlanResponseDto {
  @ApiProperty({ example: 'monthly', enum: ['monthly'] }) id!: 'monthly';
  @ApiProperty({ example: 'Monthly Plan' }) name!: string;
  @ApiProperty({ example: 500, description: 'Price in cents' }) amountCents!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ example: 'month', enum: ['month'] }) interval!: 'month';
  @ApiProperty({ example: 'All features included' }) description!: string;
  @ApiProperty({ example: 'Cancel anytime' }) highlight!: string;
  @ApiProperty({ example: ['Unlimited dynamic QR codes', 'All QR types'], type: [String] })
  features!: readonly string[];
}

export class SubscriptionStatusResponseDto {
  @ApiProperty({ example: false }) active!: boolean;
  @ApiPropertyOptional({ enum: ['none', 'expired', 'inactive'], example: 'none' }) reason?: SubscriptionInactiveReason;
  @ApiPropertyOptional({ example: 'No subscription found. Please subscribe to create QR codes.' }) message?: string;
}

export class SubscriptionResponseDto {
  @ApiProperty({ example: 'active' }) status!: string;
  @ApiProperty({ example: 'monthly' }) planType!: string;
  @ApiProperty({ example: true }) active!: boolean;
  @ApiProperty({ example: '2026-12-21T00:00:00.000Z', nullable: true, type: String }) currentPeriodEnd!: string | null;
  @ApiProperty({ example: false }) cancelAtPeriodEnd!: boolean;
  @ApiProperty({ example: true, description: 'Whether Manage Subscription can open' }) canManage!: boolean;
}

export class BillingOverviewResponseDto {
  @ApiProperty({ enum: ['stripe', 'test', 'disabled'], example: 'test' }) mode!: BillingMode;
  @ApiProperty({ type: PlanResponseDto }) plan!: PlanResponseDto;
  @ApiProperty({ type: SubscriptionStatusResponseDto }) status!: SubscriptionStatusResponseDto;
  @ApiProperty({ type: SubscriptionResponseDto, nullable: true }) subscription!: SubscriptionResponseDto | null;
  @ApiPropertyOptional({ example: 'AW-123456789/AbC-dEfGh' }) adConversionId?: string;
}

export class BillingRedirectResponseDto {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3' }) url!: string;
}
