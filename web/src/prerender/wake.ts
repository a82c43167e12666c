/**
 * When the prerendered landing should come to life, and what the reader did before it had: part of the page's
 * entry (`main.tsx`), so it stays a few hundred bytes. The app's code loads once the page has loaded and the
 * browser is idle, so that nothing competes with the first paint, or at once when the reader reaches for the
 * page (a tap, a key) before that.
 */

/** Input that means the reader is about to use a control. */
export const inputEvents = ['pointerdown', 'keydown', 'touchstart'] as const;

const onIdle = (callback: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1500 });
  else window.setTimeout(callback, 200);
};

/** Runs `start` once: after the load event and an idle moment, or on the first input, whichever comes first. */
export function whenIdleOrInput(start: (byInput: boolean) => void): void {
  let started = false;
  const run = (byInput: boolean): void => {
    if (started) return;
    started = true;
    for (const type of inputEvents) window.removeEventListener(type, onInput, true);
    start(byInput);
  };
  const onInput = (): void => run(true);
  for (const type of inputEvents) window.addEventListener(type, onInput, { capture: true, passive: true });
  const afterLoad = (): void => onIdle(() => run(false));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

export interface EarlyInput {
  /** Buttons of the page clicked before the app could handle them, in order. */
  readonly clicks: readonly HTMLButtonElement[];
  /** Stops recording (the app is handling input now). */
  stop(): void;
}

/**
 * Records the buttons clicked inside `root` until stopped: before hydration they have no handler, so the click did
 * nothing, and it is replayed once they have one. Links need no such help: they navigate by themselves.
 */
export function recordEarlyClicks(root: HTMLElement): EarlyInput {
  const clicks: HTMLButtonElement[] = [];
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (target && root.contains(target)) clicks.push(target);
  };
  document.addEventListener('click', onClick, true);
  return { clicks, stop: () => document.removeEventListener('click', onClick, true) };
}
