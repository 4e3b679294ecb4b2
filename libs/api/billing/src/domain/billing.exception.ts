import { codedException, type ErrorCatalogue } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';

/** Codes travel upper-cased in the error body's `code` (as written here in `error`), for the web's texts. */
export enum BillingErrorCode {
  BillingDisabled = 'billing_disabled',
  AlreadySubscribed = 'already_subscribed',
  NoCustomer = 'no_customer',
  CustomerNotFound = 'customer_not_found',
  InvalidCustomer = 'invalid_customer',
  StripeAuthError = 'stripe_auth_error',
  PortalNotConfiguredLive = 'portal_not_configured_live',
  PortalNotConfiguredTest = 'portal_not_configured_test',
  CheckoutFailed = 'checkout_failed',
  PortalFailed = 'portal_failed',
  InvalidSignature = 'invalid_signature',
  WebhookNotConfigured = 'webhook_not_configured',
  TestModeOnly = 'test_mode_only',
  NothingToResume = 'nothing_to_resume',
  ResumeFailed = 'resume_failed',
}

/** Each billing error's status and default message: the one mapping from its codes to HTTP. */
const BILLING_ERRORS: ErrorCatalogue<BillingErrorCode> = {
  [BillingErrorCode.BillingDisabled]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Billing is disabled: Stripe is not configured on this server. Please contact support.',
  },
  [BillingErrorCode.AlreadySubscribed]: {
    status: HttpStatus.CONFLICT,
    message: 'You already have an active subscription',
  },
  [BillingErrorCode.NoCustomer]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'No Stripe customer ID found for your account. Please contact support if this problem persists.',
  },
  [BillingErrorCode.CustomerNotFound]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Your subscription account was not found. Please contact support.',
  },
  [BillingErrorCode.InvalidCustomer]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Invalid subscription account. Please contact support.',
  },
  [BillingErrorCode.StripeAuthError]: {
    status: HttpStatus.BAD_GATEWAY,
    message: 'Payment system error. Please contact support.',
  },
  [BillingErrorCode.PortalNotConfiguredLive]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message:
      'The billing portal is not activated in Stripe live mode. Activate it in the Stripe Dashboard under Settings → Billing → Customer portal.',
  },
  [BillingErrorCode.PortalNotConfiguredTest]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message:
      'The billing portal is not activated in Stripe test mode. Activate it in the Stripe Dashboard (test mode) under Settings → Billing → Customer portal.',
  },
  [BillingErrorCode.CheckoutFailed]: { status: HttpStatus.BAD_GATEWAY, message: 'Failed to create checkout session' },
  [BillingErrorCode.PortalFailed]: {
    status: HttpStatus.BAD_GATEWAY,
    message: 'Failed to open subscription management. Please try again.',
  },
  [BillingErrorCode.InvalidSignature]: { status: HttpStatus.BAD_REQUEST, message: 'Invalid Stripe signature' },
  [BillingErrorCode.WebhookNotConfigured]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Stripe webhooks are not configured on this server',
  },
  [BillingErrorCode.TestModeOnly]: {
    status: HttpStatus.NOT_FOUND,
    message: 'This page only exists in billing test mode',
  },
  [BillingErrorCode.NothingToResume]: {
    status: HttpStatus.CONFLICT,
    message:
      'There is nothing to resume: only a subscription cancelled for the end of its period can be resumed, until that date.',
  },
  [BillingErrorCode.ResumeFailed]: {
    status: HttpStatus.BAD_GATEWAY,
    message: 'Failed to resume the subscription. Please try again.',
  },
};

export class BillingException extends codedException(BILLING_ERRORS) {}
