import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code is fetched when it is first needed, as with `lazy`, and that can be fetched ahead with
 * `preload` (when the visitor is about to need it). Until the code is in, the lazy component stands in and its
 * Suspense fallback shows; once it is in, the component renders at once, with no fallback in between.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const fetchCode = async (): Promise<ComponentType<P>> => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await fetchCode() }));

  function Preloadable(props: P) {
    // Chosen once per mount: a component whose type changed would lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }

  /** Fetches the code ahead; a failure here is met again, and shown, when the component renders. */
  function preload(): void {
    fetchCode().catch(() => undefined);
  }

  return { Component: Preloadable, preload };
}
