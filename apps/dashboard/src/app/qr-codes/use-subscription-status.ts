import { useEffect, useState } from 'react';
import { qrCodesApi, type SubscriptionStatus } from './qr-codes-api';

/** Spec §9: the dashboard polls the subscription every 30 s. */
export const SUBSCRIPTION_POLL_MS = 30_000;

/** undefined while unknown; a failed read is only logged (spec §8) and keeps the last answer. */
export function useSubscriptionStatus(): SubscriptionStatus | undefined {
  const [status, setStatus] = useState<SubscriptionStatus>();
  useEffect(() => {
    let cancelled = false;
    const check = () =>
      qrCodesApi
        .subscriptionStatus()
        .then((answer) => !cancelled && setStatus(answer))
        .catch((error: unknown) => console.error('Error checking subscription status', error));
    void check();
    const timer = setInterval(() => void check(), SUBSCRIPTION_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
  return status;
}
