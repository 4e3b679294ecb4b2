import type { ReactNode } from 'react';

export interface ScrollAreaProps {
  /** What the area holds, as a screen reader announces it when it takes focus. */
  label: string;
  children: ReactNode;
}

/**
 * A table wider than a phone: it scrolls sideways inside its card, takes keyboard focus (so the
 * arrow keys scroll it) and casts a shadow at each edge that has more to show.
 */
export function ScrollArea({ label, children }: ScrollAreaProps) {
  return (
    <div className="scroll-area" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
