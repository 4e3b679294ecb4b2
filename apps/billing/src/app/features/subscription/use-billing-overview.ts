import { useCallback, useEffect, useRef, useState } from 'react';
import { type BillingOverview, billingApi } from '../../api/billing-api';

/** After a successful payment the webhook may lag: reload at these delays (spec §9). */
export const REFETCH_AFTER_SUCCESS_MS = [0, 1000, 3000, 5000, 10000];

export interface BillingOverviewState {
  overview: BillingOverview | undefined;
  loading: boolean;
  reload: () => void;
}

export function useBillingOverview(afterPayment: boolean): BillingOverviewState {
  const [overview, setOverview] = useState<BillingOverview>();
  const [loading, setLoading] = useState(true);
  const mounted = useRef(true);

  const reload = useCallback(() => {
    billingApi
      .overview()
      .then((answer) => mounted.current && setOverview(answer))
      // Load failures are only logged (spec §8); the page still shows the plan once loading ends.
      .catch((error: unknown) => console.error('Failed to load the subscription', error))
      .finally(() => mounted.current && setLoading(false));
  }, []);

  useEffect(() => {
    mounted.current = true;
    const delays = afterPayment ? REFETCH_AFTER_SUCCESS_MS : [0];
    const timers = delays.map((delay) => setTimeout(reload, delay));
    return () => {
      mounted.current = false;
      timers.forEach(clearTimeout);
    };
  }, [afterPayment, reload]);

  return { overview, loading, reload };
}
