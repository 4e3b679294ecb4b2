import { api, bodyOf, type components } from '@liveqr/web/api-client';

export type BillingOverview = components['schemas']['BillingOverviewResponseDto'];

/** Every call the billing page makes. */
export const billingApi = {
  overview: () => bodyOf(api.GET('/api/billing')),
  /** Stripe Checkout or the Customer Portal (or their local test-mode pages): where the browser goes next. */
  leaveFor: (action: 'checkout' | 'portal') => bodyOf(api.POST(`/api/billing/${action}`)),
  resume: () => bodyOf(api.POST('/api/billing/resume')),
};
