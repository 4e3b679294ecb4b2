import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { DOMAIN_STATUSES, type DomainStatus } from '../../domain/custom-domain';
import { DNS_PROBLEMS, type DnsProblemCode } from '../../domain/dns-check';

/** Room for a Unicode name before it is turned into punycode (at most 253 characters). */
const MAX_HOSTNAME_INPUT = 500;
const MAX_URL_LENGTH = 2000;
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class AddDomainRequestDto {
  @ApiProperty({
    example: 'qr.example.com',
    maxLength: MAX_HOSTNAME_INPUT,
    description:
      'Any case, Unicode or punycode, with or without a final dot; stored in lower case and punycode. Not an IP address, a wildcard, a public suffix or one of LiveQR’s own hosts.',
  })
  @IsString({ message: 'Enter a domain name such as qr.example.com' })
  @MaxLength(MAX_HOSTNAME_INPUT, { message: 'A domain name is at most 253 characters' })
  hostname!: string;
}

function OptionalUrl(description: string) {
  return (target: object, key: string) => {
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example: 'https://example.com/',
      maxLength: MAX_URL_LENGTH,
      description,
    })(target, key);
    trim(target, key);
    IsOptional()(target, key);
    IsString({ message: 'Enter a full web address starting with http:// or https://' })(target, key);
    MaxLength(MAX_URL_LENGTH, { message: `A web address is at most ${MAX_URL_LENGTH} characters` })(target, key);
  };
}

export class UpdateDomainRequestDto {
  @OptionalUrl('Where the domain’s `/` goes; null: a white-label page.')
  rootUrl?: string | null;

  @OptionalUrl('Where an unknown slug on the domain goes; null: a white-label 404.')
  notFoundUrl?: string | null;

  @ApiPropertyOptional({
    description: 'The domain new codes get by default (a verified domain only); one per workspace.',
  })
  @IsOptional()
  @IsBoolean({ message: 'isDefault is true or false' })
  isDefault?: boolean;

  @ApiPropertyOptional({
    description:
      'false: disable the domain (it is no longer served; its codes answer a white-label “no longer available” page, 410). Disabling a domain that codes were created on needs `?confirm=true`, else 409 `DOMAIN_IN_USE` with `codes`. true: enable a disabled domain again; it is pending and checked at once (verified when its records are still right).',
  })
  @IsOptional()
  @IsBoolean({ message: 'enabled is true or false' })
  enabled?: boolean;
}

/** `?confirm=true`: go ahead although codes were created on the domain. */
export class ConfirmWithdrawalRequestDto {
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'Disable or remove the domain although QR codes were created on it (they then answer “no longer available”). Without it such a request is refused with 409 `DOMAIN_IN_USE`, whose body’s `codes` says how many codes use the domain.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'confirm is true or false' })
  confirm?: boolean;
}

export class DnsRecordDto {
  @ApiProperty({ enum: ['CNAME', 'A', 'AAAA', 'TXT'] })
  type!: 'CNAME' | 'A' | 'AAAA' | 'TXT';

  @ApiProperty({ example: '_liveqr-challenge.qr.example.com' })
  name!: string;

  @ApiProperty({ example: 'domains.liveqr.example' })
  value!: string;
}

export class DnsProblemDto {
  @ApiProperty({ enum: DNS_PROBLEMS })
  code!: DnsProblemCode;

  @ApiProperty({ example: 'There is no TXT record at _liveqr-challenge.qr.example.com yet' })
  message!: string;
}

export class DomainVerificationResponseDto {
  @ApiProperty({ enum: DOMAIN_STATUSES })
  status!: DomainStatus;

  @ApiProperty({ type: [DnsProblemDto], description: 'Why it is not verified; empty when it is.' })
  problems!: DnsProblemDto[];
}

export class DomainResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'qr.example.com', description: 'Lower case, punycode.' })
  hostname!: string;

  @ApiProperty({
    enum: DOMAIN_STATUSES,
    description: 'pending until its records are verified; misconfigured after 3 failed checks of a verified domain.',
  })
  status!: DomainStatus;

  @ApiProperty({
    type: [DnsRecordDto],
    description:
      'The records to create: a CNAME to our target for a subdomain, A/AAAA for a bare domain, and always the TXT proof.',
  })
  records!: DnsRecordDto[];

  @ApiProperty({ type: String, nullable: true })
  rootUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  notFoundUrl!: string | null;

  @ApiProperty()
  isDefault!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastCheckedAt!: string | null;

  @ApiProperty({ type: [DnsProblemDto], description: 'The last check’s problems; empty when it passed or never ran.' })
  problems!: DnsProblemDto[];
}
