import { useEffect } from 'react';

/** How long a screen may take to show its heading (its code and data loading) before we stop waiting. */
const waitMs = 10_000;

/**
 * When a dashboard screen opens and keyboard focus is nowhere (on <body>, as after signing in: the form that had
 * it is gone), focus goes to the screen's heading, so a screen-reader or keyboard user starts on the page, not at
 * the top of the document. Focus the user placed somewhere is left alone.
 */
export function useFocusHeading(containerId: string, key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each screen (`key` is the path).
  useEffect(() => {
    const until = performance.now() + waitMs;
    let frame = 0;
    const tick = () => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      const heading = document.getElementById(containerId)?.querySelector('h1');
      if (heading instanceof HTMLElement) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [containerId, key]);
}
