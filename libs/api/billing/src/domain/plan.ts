import { MONTHLY_PRICE_CENTS } from '@liveqr/shared/contracts';

/** The one plan LiveQR sells (spec §3 Plan, §9): 5 USD a month, no trial. */
export const MONTHLY_PLAN = {
  id: 'monthly',
  name: 'Monthly Plan',
  amountCents: MONTHLY_PRICE_CENTS,
  currency: 'usd',
  interval: 'month',
  description: 'All features included',
  highlight: 'Cancel anytime',
  features: [
    'Unlimited dynamic QR codes',
    'All QR types',
    'Unlimited modifications',
    'Unlimited scans',
    'Multiple download formats',
    'Premium support',
  ],
} as const;

export type PlanType = typeof MONTHLY_PLAN.id;
