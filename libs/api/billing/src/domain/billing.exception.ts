import { HttpException, HttpStatus } from '@nestjs/common';

/** Codes travel in the error body's `error` field so the web can show its own translation. */
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
}

const MESSAGES = {
  [BillingErrorCode.BillingDisabled]:
    'Billing is disabled: Stripe is not configured on this server. Please contact support.',
  [BillingErrorCode.AlreadySubscribed]: 'You already have an active subscription',
  [BillingErrorCode.NoCustomer]:
    'No Stripe customer ID found for your account. Please contact support if this problem persists.',
  [BillingErrorCode.CustomerNotFound]: 'Your subscription account was not found. Please contact support.',
  [BillingErrorCode.InvalidCustomer]: 'Invalid subscription account. Please contact support.',
  [BillingErrorCode.StripeAuthError]: 'Payment system error. Please contact support.',
  [BillingErrorCode.PortalNotConfiguredLive]:
    'The billing portal is not activated in Stripe live mode. Activate it in the Stripe Dashboard under Settings → Billing → Customer portal.',
  [BillingErrorCode.PortalNotConfiguredTest]:
    'The billing portal is not activated in Stripe test mode. Activate it in the Stripe Dashboard (test mode) under Settings → Billing → Customer portal.',
  [BillingErrorCode.CheckoutFailed]: 'Failed to create checkout session',
  [BillingErrorCode.PortalFailed]: 'Failed to open subscription management. Please try again.',
  [BillingErrorCode.InvalidSignature]: 'Invalid Stripe signature',
  [BillingErrorCode.WebhookNotConfigured]: 'Stripe webhooks are not configured on this server',
  [BillingErrorCode.TestModeOnly]: 'This page only exists in billing test mode',
} satisfies Record<BillingErrorCode, string>;

/** The one mapping from billing errors to HTTP statuses. */
const STATUSES = {
  [BillingErrorCode.BillingDisabled]: HttpStatus.SERVICE_UNAVAILABLE,
  [BillingErrorCode.AlreadySubscribed]: HttpStatus.CONFLICT,
  [BillingErrorCode.NoCustomer]: HttpStatus.BAD_REQUEST,
  [BillingErrorCode.CustomerNotFound]: HttpStatus.BAD_REQUEST,
  [BillingErrorCode.InvalidCustomer]: HttpStatus.BAD_REQUEST,
  [BillingErrorCode.StripeAuthError]: HttpStatus.BAD_GATEWAY,
  [BillingErrorCode.PortalNotConfiguredLive]: HttpStatus.SERVICE_UNAVAILABLE,
  [BillingErrorCode.PortalNotConfiguredTest]: HttpStatus.SERVICE_UNAVAILABLE,
  [BillingErrorCode.CheckoutFailed]: HttpStatus.BAD_GATEWAY,
  [BillingErrorCode.PortalFailed]: HttpStatus.BAD_GATEWAY,
  [BillingErrorCode.InvalidSignature]: HttpStatus.BAD_REQUEST,
  [BillingErrorCode.WebhookNotConfigured]: HttpStatus.SERVICE_UNAVAILABLE,
  [BillingErrorCode.TestModeOnly]: HttpStatus.NOT_FOUND,
} satisfies Record<BillingErrorCode, HttpStatus>;

export class BillingException extends HttpException {
  constructor(readonly code: BillingErrorCode) {
    super({ message: MESSAGES[code], error: code }, STATUSES[code]);
  }
}
