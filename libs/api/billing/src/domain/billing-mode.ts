import type { AppConfig } from '@liveqr/api/platform';
import { BillingErrorCode, BillingException } from './billing.exception';

/** Stripe (keys configured), local test mode (no keys, not production) or disabled (production without keys). */
export type BillingMode = 'stripe' | 'test' | 'disabled';

/**
 * Payments go through Stripe when its keys are configured; otherwise a local test mode shows
 * the whole product without charging anyone. Test mode never runs in production: there billing
 * is disabled until Stripe is configured.
 */
export function billingModeOf(config: Pick<AppConfig, 'stripe' | 'isProduction'>): BillingMode {
  if (config.stripe) return 'stripe';
  return config.isProduction ? 'disabled' : 'test';
}

/** The local test pages exist only in test mode. */
export function assertTestMode(config: Pick<AppConfig, 'stripe' | 'isProduction'>): void {
  if (billingModeOf(config) !== 'test') throw new BillingException(BillingErrorCode.TestModeOnly);
}
