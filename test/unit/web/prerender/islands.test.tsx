import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginLandingHydration, Island, useLandingIslands } from '../../../../web/src/prerender/islands.js';

/**
 * The prerendered landing hydrates island by island on React itself (web/src/prerender/islands.tsx): markup from
 * react-dom/server, `hydrateRoot` in the browser. An island that waits keeps its server DOM, the very nodes, even
 * when the page above it renders again meanwhile (the session query settling does), and React reports no
 * hydration error on the way.
 */

/** The landing's shape: a page that renders again once (the session query), islands holding a counter each. */
function Page({ rerender }: { readonly rerender: boolean }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (rerender) setSettled(true);
  }, [rerender]);
  const gates = useLandingIslands('pt', false)?.gates;
  return (
    <main data-settled={settled ? 'yes' : undefined}>
      <Island gate={gates?.hero}>
        <Counter name="hero" />
      </Island>
      <Island gate={gates?.plans}>
        <Counter name="plans" />
      </Island>
    </main>
  );
}

function Counter({ name }: { readonly name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-island={name} onClick={() => setCount((n) => n + 1)}>
      {name} {count}
    </button>
  );
}

const button = (container: HTMLElement, name: string): HTMLButtonElement => {
  const found = container.querySelector<HTMLButtonElement>(`[data-island="${name}"]`);
  if (!found) throw new Error(`No ${name} island`);
  return found;
};

// React's act() warns unless told it runs in a test.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('the landing hydrated island by island with react-dom', () => {
  it('keeps a waiting island’s prerendered nodes through a page re-render, then hydrates them without errors', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page rerender={false} />);
    document.body.replaceChildren(container);
    const prerenderedPlans = button(container, 'plans');
    const errors: unknown[] = [];

    const islands = beginLandingHydration('pt', false);
    await act(async () => {
      root = hydrateRoot(container, <Page rerender />, {
        onRecoverableError: (error) => errors.push(error),
        onCaughtError: (error) => errors.push(error),
      });
    });
    // The page rendered again (the effect) while the plans island still waited for its turn.
    expect(container.querySelector('main')?.getAttribute('data-settled')).toBe('yes');
    expect(button(container, 'plans')).toBe(prerenderedPlans);
    expect(prerenderedPlans.textContent).toBe('plans 0');

    await act(async () => {
      islands.releaseAll();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => prerenderedPlans.click());

    expect(errors).toEqual([]);
    expect(button(container, 'plans')).toBe(prerenderedPlans);
    expect(prerenderedPlans.textContent).toBe('plans 1');
  });

  it('hydrates every island in the first pass when the reader is already using the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page rerender={false} />);
    document.body.replaceChildren(container);
    const prerenderedHero = button(container, 'hero');
    const errors: unknown[] = [];

    beginLandingHydration('pt', true);
    await act(async () => {
      root = hydrateRoot(container, <Page rerender={false} />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => prerenderedHero.click());

    expect(errors).toEqual([]);
    expect(button(container, 'hero')).toBe(prerenderedHero);
    expect(prerenderedHero.textContent).toBe('hero 1');
  });
});
