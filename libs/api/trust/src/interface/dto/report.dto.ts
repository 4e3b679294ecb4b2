import {
  APPEAL_LIMITS,
  APPEAL_STATUSES,
  type AppealStatus,
  OPERATOR_REQUIREMENTS,
  type OperatorRequirement,
  REPORT_LIMITS,
  REPORT_REASONS,
  type ReportReason,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@liveqr/shared/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ReportQrCodeRequestDto {
  @ApiProperty({ enum: REPORT_REASONS, example: 'phishing' })
  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @ApiPropertyOptional({ example: 'It asks for my bank password.', maxLength: REPORT_LIMITS.details })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'details must be text' })
  @MaxLength(REPORT_LIMITS.details, { message: `details must be at most ${REPORT_LIMITS.details} characters` })
  details?: string;

  @ApiPropertyOptional({ example: 'me@example.com', description: 'Only if the reporter wants an answer.' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'contact must be text' })
  @MaxLength(REPORT_LIMITS.contact, { message: `contact must be at most ${REPORT_LIMITS.contact} characters` })
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  contact?: string;
}

export class ReviewListRequestDto {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status?: ReviewStatus;
}

class AbuseReportDto {
  @ApiProperty({ enum: REPORT_REASONS }) reason!: ReportReason;
  @ApiProperty({ example: '' }) details!: string;
  @ApiProperty({ nullable: true, type: String, example: null }) contact!: string | null;
  @ApiProperty({ format: 'date-time' }) reportedAt!: string;
}

export class AppealResponseDto {
  @ApiProperty({ enum: APPEAL_STATUSES, example: 'open' }) status!: AppealStatus;
  @ApiProperty({ example: 'The menu links to our own restaurant; the reports are from a competitor.' })
  message!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null }) decidedAt!: string | null;
}

export class AppealStandingResponseDto {
  @ApiProperty({ description: 'Disabled by LiveQR after abuse reports.' }) disabled!: boolean;
  @ApiProperty({ description: 'True while disabled with no appeal waiting for a decision.' }) canAppeal!: boolean;
  @ApiProperty({ type: AppealResponseDto, nullable: true, description: 'The latest appeal, if any.' })
  appeal!: AppealResponseDto | null;
}

export class AppealRequestDto {
  @ApiProperty({
    example: 'The menu links to our own restaurant; the reports are from a competitor.',
    maxLength: APPEAL_LIMITS.message,
  })
  @Transform(trim)
  @IsString({ message: 'message must be text' })
  @MinLength(1, { message: 'Please tell us why the code should work again' })
  @MaxLength(APPEAL_LIMITS.message, { message: `message must be at most ${APPEAL_LIMITS.message} characters` })
  message!: string;
}

export class ReportedQrCodeResponseDto {
  @ApiProperty({ format: 'uuid' }) qrCodeId!: string;
  @ApiProperty({ example: 'aB3dE5' }) slug!: string;
  @ApiProperty({ example: 'Spring menu' }) name!: string;
  @ApiProperty({ example: 'website' }) type!: string;
  @ApiProperty({ nullable: true, type: String, example: 'https://example.com/menu' }) destination!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ enum: REVIEW_STATUSES }) status!: ReviewStatus;
  @ApiProperty({ example: 3 }) reporters!: number;
  @ApiProperty() interstitial!: boolean;
  @ApiProperty({ format: 'date-time' }) lastReportedAt!: string;
  @ApiProperty({ type: [AbuseReportDto] }) reports!: AbuseReportDto[];
  @ApiProperty({ type: AppealResponseDto, nullable: true, description: "The owner's latest appeal, if any." })
  appeal!: AppealResponseDto | null;
}

export class OperatorStatusResponseDto {
  @ApiProperty({
    description: 'True for the users ADMIN_EMAILS names whose address is confirmed and who have two-factor on.',
  })
  operator!: boolean;

  @ApiProperty({
    enum: OPERATOR_REQUIREMENTS,
    isArray: true,
    example: ['two_factor'],
    description: 'For an ADMIN_EMAILS address that is not an operator yet, what it lacks; empty otherwise.',
  })
  missing!: OperatorRequirement[];
}
