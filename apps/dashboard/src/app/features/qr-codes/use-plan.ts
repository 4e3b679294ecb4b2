import { useWorkspace } from '@liveqr/web/auth';
import { useEffect, useState } from 'react';
import { type BillingOverview, qrCodesApi } from '../../api/qr-codes-api';

/** Spec §9: the dashboard polls the subscription every 30 s. */
export const SUBSCRIPTION_POLL_MS = 30_000;

/** The workspace's plan: whether it is active, and for its owner the subscription's dates. */
export type PlanView = Pick<BillingOverview, 'status' | 'subscription'>;

/**
 * The workspace's plan as /billing reads it (status, renewal or end date) for its owner, its status
 * alone for the other members (billing is the owner's); undefined while unknown. A failed read is
 * only logged (spec §8) and keeps the last answer.
 */
export function usePlan(): PlanView | undefined {
  const { role } = useWorkspace();
  const [plan, setPlan] = useState<PlanView>();
  useEffect(() => {
    if (role === undefined) return;
    let cancelled = false;
    const read = (): Promise<PlanView> =>
      role === 'owner' ? qrCodesApi.plan() : qrCodesApi.planStatus().then((status) => ({ status, subscription: null }));
    const check = () =>
      read()
        .then((answer) => !cancelled && setPlan(answer))
        .catch((error: unknown) => console.error('Error checking subscription status', error));
    void check();
    const timer = setInterval(() => void check(), SUBSCRIPTION_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [role]);
  return plan;
}
