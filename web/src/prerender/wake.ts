import { hasStoredSession } from '../lib/stored-session.js';
import { appScriptsMeta } from './state.js';

/**
 * When the prerendered landing should come to life, and what the reader did before it had: part of the page's
 * entry (`main.tsx`), so it stays small. The landing reads and works without the app (its links are links, its
 * hero is painted), so the app's code loads only once something on the page needs it:
 * - the reader reaches for a control (a tap, a key): at once, and everything hydrates for that input;
 * - the reader moves through the page (scrolls, turns the wheel), or a part still waiting for data (a `status`
 *   placeholder, the catalogue and the plans) comes within a quarter screen of view: the sections below then
 *   fill in, one task each;
 * - a session is stored: the signed-in header and hero are the app's to render, once the page has loaded and the
 *   browser is idle.
 * A reader who only reads the hero never runs the app; the first paint never competes with it. Its scripts are
 * downloaded (not run) once the page has loaded and the browser is idle, so the first tap waits for no download.
 */

/**
 * Input that means the reader is about to use a control. Focus, clicks and changes count too: assistive
 * technologies move focus, press buttons and pick options without any pointer or key event.
 */
export const inputEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click', 'change'] as const;

/** The reader moving through the page: what is below is about to be seen. */
const movementEvents = ['scroll', 'wheel'] as const;

/** Parts of the prerendered page that wait for the app's data (the spinners' `role="status"`). */
export const waitingSelector = '[role="status"]';

/** How near the viewport a waiting part must come for the app to load: a quarter screen below it. */
const approachMargin = '0px 0px 25% 0px';

/**
 * Runs `start` once, when the page in `root` first needs the app (see the file comment); `byInput` says whether
 * the reader is waiting on a control.
 */
export function whenNeeded(root: HTMLElement, start: (byInput: boolean) => void): void {
  let started = false;
  let observer: IntersectionObserver | undefined;
  const onInput = (): void => run(true);
  const onMove = (): void => run(false);
  const run = (byInput: boolean): void => {
    if (started) return;
    started = true;
    for (const type of inputEvents) window.removeEventListener(type, onInput, true);
    for (const type of movementEvents) window.removeEventListener(type, onMove, true);
    observer?.disconnect();
    start(byInput);
  };
  for (const type of inputEvents) window.addEventListener(type, onInput, { capture: true, passive: true });
  for (const type of movementEvents) window.addEventListener(type, onMove, { capture: true, passive: true });
  // Not at once: a choice the reader makes while the app hydrates would be reset by it; input wakes it sooner.
  if (hasStoredSession()) afterLoad(() => whenIdle(() => run(false)));
  const waiting = root.querySelectorAll(waitingSelector);
  if (waiting.length === 0) return;
  if (typeof IntersectionObserver !== 'function') {
    run(false);
    return;
  }
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run(false);
    },
    { rootMargin: approachMargin },
  );
  for (const element of waiting) observer.observe(element);
}

/**
 * Once the page has loaded and its first content is on screen, when the browser is idle: the app's scripts (named
 * by the build in a `<meta>`) are fetched into the cache as prefetches, which the browser neither parses nor runs;
 * `import()` later finds them there. Waiting for the paint itself, not only the load event: some browsers paint
 * the first frame well after `load`, and the download must not compete with it.
 */
export function prefetchAppWhenIdle(): void {
  const prefetch = (): void => {
    const urls = document.querySelector(`meta[name="${appScriptsMeta}"]`)?.getAttribute('content') ?? '';
    for (const href of urls.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // As the module loader will request it (CORS mode), so the cached copy is the one it finds.
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
  };
  afterLoad(() => afterFirstPaint(() => whenIdle(prefetch)));
}

/** Runs `then` after the load event (at once if it has passed). */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Runs `then` in an idle moment (within 3 s); after half a second where the browser has no idle callbacks. */
function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: 3000 });
  else window.setTimeout(then, 500);
}

/** Runs `then` once the first contentful paint has happened (at once where the browser does not report paints). */
function afterFirstPaint(then: () => void): void {
  const painted = 'first-contentful-paint';
  const reportsPaints =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  if (!reportsPaints || performance.getEntriesByName(painted).length > 0) {
    then();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(painted).length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
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
