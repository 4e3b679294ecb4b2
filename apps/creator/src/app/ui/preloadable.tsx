import { type ComponentType, lazy, useState } from 'react';

export interface Preloadable<P> {
  /** The component; while its code is on its way it suspends, and the nearest Suspense shows its skeleton. */
  Component: ComponentType<P>;
  /** Starts loading the code ahead of use; calling it again costs nothing. */
  preload(): Promise<unknown>;
}

/**
 * A component whose code loads on demand, like React.lazy, that can also be loaded ahead. Once
 * loaded it renders at once: React.lazy alone suspends at its first render even when the code is
 * already there, which shows the skeleton for a frame.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once per mount: trading the lazy one for the loaded one later would remount it and lose its state.
    const [Resolved] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Resolved {...props} />;
  }
  return { Component, preload };
}
