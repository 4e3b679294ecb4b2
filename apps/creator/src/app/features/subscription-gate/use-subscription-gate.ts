import { useEffect, useState } from 'react';
import { qrApi, type SubscriptionStatus } from '../../api/qr-api';

/** Spec §9: the create page re-checks every 5 s until creation is allowed. */
export const SUBSCRIPTION_RECHECK_MS = 5000;

/** 'checking' until the first answer; an unreadable status counts as not allowed ('error'). */
export type SubscriptionGate =
  { state: 'checking' } | { state: 'active' } | { state: 'inactive'; status: SubscriptionStatus } | { state: 'error' };

export function useSubscriptionGate(): SubscriptionGate {
  const [gate, setGate] = useState<SubscriptionGate>({ state: 'checking' });
  const allowed = gate.state === 'active';

  useEffect(() => {
    if (allowed) return undefined;
    let cancelled = false;
    const check = () =>
      qrApi
        .subscriptionStatus()
        .then((status) => {
          if (!cancelled) setGate(status.active ? { state: 'active' } : { state: 'inactive', status });
        })
        .catch(() => {
          if (!cancelled) setGate({ state: 'error' });
        });
    void check();
    const timer = setInterval(() => void check(), SUBSCRIPTION_RECHECK_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [allowed]);

  return gate;
}
