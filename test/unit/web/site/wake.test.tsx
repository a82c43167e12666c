import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNeeded } from '../../../../web/src/prerender/wake.js';

/**
 * When the prerendered landing loads the app (web/src/prerender/wake.ts): never merely because time passed; at the
 * reader's first input, first movement, a waiting part coming near the viewport, or a stored session.
 */

type Entries = { isIntersecting: boolean }[];
let observed: Element[] = [];
let notify: (entries: Entries) => void = () => undefined;

class FakeIntersectionObserver {
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: (entries: Entries) => void, options?: IntersectionObserverInit) {
    notify = callback;
    this.options = options;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {
    observed = [];
  }
}

const page = (html: string): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
};

const waitingPage = () => page('<h1>Hero</h1><section><div role="status">Carregando…</div></section>');

describe('when the prerendered landing loads the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.localStorage.clear();
    observed = [];
  });

  it('waits, however long, while nothing on the page needs it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const start = vi.fn();
    whenNeeded(waitingPage(), start);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(60_000);
    notify([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    expect(observed).toHaveLength(1);
  });

  it('starts for the reader waiting on a control at the first tap, key, focus or change, once', () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click', 'change']) {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const start = vi.fn();
      whenNeeded(waitingPage(), start);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(start, type).toHaveBeenCalledTimes(1);
      expect(start, type).toHaveBeenCalledWith(true);
      expect(observed, type).toEqual([]);
    }
  });

  it('starts, not as input, when the reader scrolls or a waiting part comes within a quarter screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const scrolled = vi.fn();
    whenNeeded(waitingPage(), scrolled);
    window.dispatchEvent(new Event('scroll'));
    expect(scrolled).toHaveBeenCalledWith(false);

    const approached = vi.fn();
    whenNeeded(waitingPage(), approached);
    notify([{ isIntersecting: true }]);
    notify([{ isIntersecting: true }]);
    expect(approached).toHaveBeenCalledTimes(1);
    expect(approached).toHaveBeenCalledWith(false);
  });

  it('starts for a stored session once loaded and idle, and at once where the browser cannot tell what is in view', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    window.localStorage.setItem('CognitoIdentityServiceProvider.client.user.accessToken', 'token');
    const signedIn = vi.fn();
    whenNeeded(page('<h1>Hero</h1>'), signedIn);
    // Not at once: a choice made while the app hydrates would be reset by it.
    expect(signedIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(signedIn).toHaveBeenCalledWith(false);
    window.localStorage.clear();

    vi.stubGlobal('IntersectionObserver', undefined);
    const blind = vi.fn();
    whenNeeded(waitingPage(), blind);
    expect(blind).toHaveBeenCalledWith(false);
    // Nothing waiting for data: only the reader starts it.
    const nothingWaiting = vi.fn();
    whenNeeded(page('<h1>Hero</h1>'), nothingWaiting);
    expect(nothingWaiting).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(nothingWaiting).toHaveBeenCalledWith(true);
  });
});
