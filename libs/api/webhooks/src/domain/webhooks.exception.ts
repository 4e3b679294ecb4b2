import { codedException, type ErrorCatalogue, SHARED_ERRORS } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';

/** Endpoints one account may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export enum WebhooksErrorCode {
  NotFound = 'WEBHOOK_NOT_FOUND',
  UrlInvalid = 'WEBHOOK_URL_INVALID',
  UrlBlocklisted = 'WEBHOOK_URL_BLOCKLISTED',
  UrlNotPublic = 'WEBHOOK_URL_NOT_PUBLIC',
  UrlTaken = 'WEBHOOK_URL_TAKEN',
  LimitReached = 'WEBHOOK_LIMIT_REACHED',
  Revoked = 'WEBHOOK_REVOKED',
  EmailNotVerified = 'EMAIL_NOT_VERIFIED',
}

const WEBHOOKS_ERRORS: ErrorCatalogue<WebhooksErrorCode> = {
  [WebhooksErrorCode.NotFound]: { status: HttpStatus.NOT_FOUND, message: 'No such webhook endpoint' },
  [WebhooksErrorCode.UrlInvalid]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The endpoint URL must be a valid http:// or https:// address',
  },
  [WebhooksErrorCode.UrlBlocklisted]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This address is on the blocklist of harmful sites',
  },
  [WebhooksErrorCode.UrlNotPublic]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The endpoint URL must point to a public address on the internet',
  },
  [WebhooksErrorCode.UrlTaken]: {
    status: HttpStatus.CONFLICT,
    message: 'You already have an endpoint with this URL: it would receive every event twice',
  },
  [WebhooksErrorCode.LimitReached]: {
    status: HttpStatus.CONFLICT,
    message: `An account may have ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one before adding another.`,
  },
  [WebhooksErrorCode.Revoked]: {
    status: HttpStatus.CONFLICT,
    message: 'This endpoint was revoked and cannot be switched on again. Add a new one instead.',
  },
  [WebhooksErrorCode.EmailNotVerified]: SHARED_ERRORS[WebhooksErrorCode.EmailNotVerified],
};

export class WebhooksException extends codedException(WEBHOOKS_ERRORS) {}
