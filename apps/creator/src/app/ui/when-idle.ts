/** Browsers without requestIdleCallback (Safari) wait this long, so the first screen is done first. */
const IDLE_FALLBACK_MS = 500;

/** Runs `task` once the browser has nothing more urgent to do; returns what cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
