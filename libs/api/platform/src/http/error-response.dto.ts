import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'email', description: 'The path of the refused field in the request (`links.0.url`).' })
  field!: string;

  @ApiProperty({ type: [String], example: ['Please enter a valid email address'] })
  messages!: string[];
}

/**
 * The body of every answer with a 4xx or 5xx status (AllExceptionsFilter writes it). Clients branch
 * on `code`, the stable code, and show `message` or their own translation of the code.
 */
export class ErrorResponseDto {
  @ApiProperty({ example: 400, description: 'The HTTP status, repeated.' })
  statusCode!: number;

  @ApiProperty({
    example: 'DESTINATION_NOT_PUBLIC',
    description:
      "The stable error code, always UPPER_SNAKE_CASE: a context's code (e.g. `QR_CODE_NOT_FOUND`, " +
      '`SUBSCRIPTION_REQUIRED`) or, for errors no context names, the code of their kind (`VALIDATION_FAILED`, ' +
      '`ROUTE_NOT_FOUND`, `UNAUTHORIZED`, `FORBIDDEN`, `INTERNAL_ERROR`). Branch on this field.',
  })
  code!: string;

  @ApiProperty({
    example: 'destination_not_public',
    deprecated: true,
    description:
      "Deprecated in favour of `code`, kept as it always was: the code in its context's casing (e.g. " +
      '`qr_code_not_found`, `NOT_SIGNED_IN`) or, for errors no context names, the status text (`Bad Request`, ' +
      '`Unauthorized`, `Forbidden`).',
  })
  error!: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'This URL leads to a private or internal address.',
    description: 'For people, in English; a list when validation refused several fields.',
  })
  message!: string | string[];

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'When the request body or query failed validation.' })
  fieldErrors?: FieldErrorDto[];

  @ApiPropertyOptional({ example: 42, description: 'With 429: the seconds until a retry may work.' })
  retryAfterSeconds?: number;

  @ApiPropertyOptional({
    example: 'sizeTooSmall',
    description: 'With a refused design or image request: the stable name of the problem, for translations.',
  })
  problem?: string;

  @ApiPropertyOptional({
    example: 'content.links[2].url',
    description:
      'The refused field, when the refusal is about one. For content and code rules (`invalid_content`, the ' +
      '`destination_*` codes, each rule code): its place in the request body, names joined by dots and list ' +
      'positions (from 0) in brackets, e.g. `content.twitterUrl`, `content.links[2].url`, `routing[0].when.country`, ' +
      '`split[1].weight`, `expiry.fallbackUrl`, `password`. With `problem`: the design field, e.g. `logo.size`. ' +
      'With `INVALID_CHARACTERS`: the body field holding the NUL or unpaired surrogate, e.g. `firstName`.',
  })
  field?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'number' }, { type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    example: { minimum: 1100 },
    description: 'With `problem`: the numbers and names in the message, for translations.',
  })
  values?: Record<string, number | string | string[]>;

  @ApiPropertyOptional({ description: 'Outside production, for a 500: what went wrong on the server.' })
  detail?: string;
}
