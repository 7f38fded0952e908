import { lazy, Suspense, type ComponentType } from 'react';

type Module = { default: ComponentType };

/**
 * A lazily loaded component that a route loader can load ahead of rendering. Routes do not use React
 * Router's `lazy`: the router waits for every `lazy` before acting on a loader's redirect, so a
 * signed-out visitor watched the protected page's chunk download before being sent to sign-in. The
 * loader decides first, then loads the chunk; once loaded, the component renders without suspending.
 */
export function preloadable(load: () => Promise<Module>): { Component: ComponentType; preload: () => Promise<void> } {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        pending = null; // a failed chunk (network) is fetched again next time
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazily loaded module, made once at start-up
  function Preloaded() {
    const Loaded = loaded;
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  return { Component: Preloaded, preload };
}
