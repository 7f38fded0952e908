import { useEffect, useState } from 'react';

/**
 * Parts nobody needs at first paint (the toast container, the language dropdown) load once the first
 * page is on screen and the browser is idle, so they never delay it. RootLayout marks the moment.
 */
let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export const markFirstPageShown = (): void => markShown();

const whenIdle = (fn: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 200);

/** True once the first page has been shown and the browser went idle. */
export function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void shown.then(() => whenIdle(() => live && setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
