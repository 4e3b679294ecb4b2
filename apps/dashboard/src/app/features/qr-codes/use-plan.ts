import { useEffect, useState } from 'react';
import { type BillingOverview, qrCodesApi } from '../../api/qr-codes-api';

/** Spec §9: the dashboard polls the subscription every 30 s. */
export const SUBSCRIPTION_POLL_MS = 30_000;

/**
 * The account's plan as /billing reads it (status, renewal or end date); undefined while unknown.
 * A failed read is only logged (spec §8) and keeps the last answer.
 */
export function usePlan(): BillingOverview | undefined {
  const [plan, setPlan] = useState<BillingOverview>();
  useEffect(() => {
    let cancelled = false;
    const check = () =>
      qrCodesApi
        .plan()
        .then((answer) => !cancelled && setPlan(answer))
        .catch((error: unknown) => console.error('Error checking subscription status', error));
    void check();
    const timer = setInterval(() => void check(), SUBSCRIPTION_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
  return plan;
}
