import { type RefObject, useLayoutEffect, useState } from 'react';

/** The element's content width in whole pixels, kept up to date as it changes; 0 until it is laid out. */
export function useElementWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
