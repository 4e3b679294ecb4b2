import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { toast } from '@liveqr/web/ui';
import { type Dispatch, type SetStateAction, startTransition, useCallback, useOptimistic } from 'react';

/** Codes as a screen holds them: the items shown and how many there are over all pages. */
export interface Listing<T> {
  items: T[];
  total: number;
}

/** A change to some codes of a list, shown before the server has answered. */
export interface OptimisticChange<T, R> {
  /** Whether the change is about this item. */
  touches(item: T): boolean;
  /** The item as it is once the change is done; null when it leaves the list. Same answer when applied twice. */
  apply(item: T): T | null;
  send(): Promise<R>;
  /** What failed, in the screen's words; the API's reason, when it gives one, is shown beneath. */
  failure: string;
}

type ItemOf<L extends Listing<unknown>> = L['items'][number];

function applied<L extends Listing<unknown>>(listing: L, change: OptimisticChange<ItemOf<L>, unknown>): L {
  let left = 0;
  const items = listing.items.flatMap((item) => {
    if (!change.touches(item)) return [item];
    const next = change.apply(item);
    if (next === null) left += 1;
    return next === null ? [] : [next];
  });
  return { ...listing, items, total: listing.total - left };
}

/**
 * Apply, send, roll back on error: `run` shows a change at once and keeps it when the server agrees.
 * When the server refuses or the network fails, the list shows the items as they were (React drops
 * the optimistic state when the action ends without the change in `listing`) and a toast says what failed.
 */
export function useOptimisticList<L extends Listing<unknown>>(
  listing: L | null,
  setListing: Dispatch<SetStateAction<L | null>>,
) {
  const { t } = useTranslation('dashboard');
  const [shown, show] = useOptimistic(
    listing,
    (current: L | null, change: OptimisticChange<ItemOf<L>, unknown>) => current && applied(current, change),
  );

  /** Resolves with the server's answer, or undefined when the change was refused and rolled back. */
  const run = useCallback(
    <R>(change: OptimisticChange<ItemOf<L>, R>) =>
      new Promise<R | undefined>((resolve) => {
        startTransition(async () => {
          show(change);
          try {
            const answer = await change.send();
            // After an await, React needs the transition named again to keep the change without a flicker.
            startTransition(() => setListing((current) => current && applied(current, change)));
            resolve(answer);
          } catch (error) {
            toast.error(change.failure, { description: apiErrorText(t, error, '') || undefined });
            resolve(undefined);
          }
        });
      }),
    [setListing, show, t],
  );

  return { shown, run };
}
