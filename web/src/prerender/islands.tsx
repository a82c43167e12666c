import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import type { Language } from '../i18n/languages.js';
import { inputEvents } from './wake.js';

/**
 * Hydration of the prerendered landing in pieces ("islands"), so that no single task of the main thread is long:
 * the first pass hydrates the providers and the page's frame only, each island (the header, the hero, then each
 * section below) suspends and keeps its server-rendered DOM as it is, and then hydrates in a task of its own:
 * the header and the hero right away, the sections below the fold in idle moments, or all at once as soon as the
 * reader uses the page (a tap or a key, which reach the page only after this has run: the controls answer the
 * very input that woke them) or scrolls it.
 *
 * This is React's selective hydration: a Suspense boundary whose content suspends while hydrating keeps its
 * server-rendered DOM, and hydrates it when the promise settles (each island is a boundary of its own, so each
 * resumes alone). The boundary is there in every render, the prerender's included: `hydrateRoot` matches each
 * client boundary against the `<!--$-->…<!--/$-->` markers react-dom/server wrote around it. Outside that first
 * hydration (a client render, the prerender itself) no island ever suspends.
 *
 * An island must hydrate what the build prerendered: same language, no session. When either differs before an
 * island has hydrated, it is rendered afresh instead (hydration would fix its texts but not its attributes).
 */
export const shellIslands = ['header', 'hero'] as const;
export const sectionIslands = ['integrations', 'catalogue', 'highlights', 'plans', 'footer'] as const;
export type IslandName = (typeof shellIslands)[number] | (typeof sectionIslands)[number];

export interface Gate {
  readonly promise: Promise<void>;
  /** Suspends (keeps its prerendered DOM) while true. */
  readonly pending: () => boolean;
  /** Rendered afresh rather than hydrated. */
  readonly fresh: () => boolean;
  release(): void;
  freshen(): void;
  /** Settles once the island's content has committed (hydrated or rendered afresh). */
  readonly hydrated: Promise<void>;
  markHydrated(): void;
}

const createGate = (): Gate => {
  let open: () => void = () => undefined;
  let released = false;
  let fresh = false;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  let resolveHydrated: () => void = () => undefined;
  let isHydrated = false;
  const hydrated = new Promise<void>((resolve) => {
    resolveHydrated = resolve;
  });
  return {
    promise,
    hydrated,
    markHydrated: () => {
      isHydrated = true;
      resolveHydrated();
    },
    pending: () => !released && !fresh,
    fresh: () => fresh,
    release: () => {
      released = true;
      open();
    },
    freshen: () => {
      // Released is not hydrated yet: React hydrates a boundary in a pass of its own, after the page's frame.
      if (isHydrated) return;
      fresh = true;
      open();
    },
  };
};

export interface LandingIslands {
  /** The language the prerendered DOM is in. */
  readonly language: Language;
  readonly gates: Readonly<Record<IslandName, Gate>>;
  releaseAll(): void;
  /** Renders afresh every island not hydrated yet. */
  freshenAll(): void;
  /** Settles once every island has hydrated (or rendered afresh): the page's controls all handle events then. */
  readonly committed: Promise<void>;
}

const createIslands = (language: Language, released: boolean): LandingIslands => {
  const names = [...shellIslands, ...sectionIslands];
  const gates = Object.fromEntries(names.map((name) => [name, createGate()])) as Record<IslandName, Gate>;
  const each = (action: (gate: Gate) => void) => {
    for (const name of names) action(gates[name]);
  };
  if (released) each((gate) => gate.release());
  return {
    language,
    gates,
    releaseAll: () => each((gate) => gate.release()),
    freshenAll: () => each((gate) => gate.freshen()),
    committed: Promise.all(names.map((name) => gates[name].hydrated)).then(() => undefined),
  };
};

let hydrating: LandingIslands | undefined;

/** Releases every island as soon as the reader uses the page (see the file comment); returns the unsubscribe. */
const releaseOnInput = (islands: LandingIslands): (() => void) => {
  const onInput = (): void => {
    islands.releaseAll();
    stop();
  };
  const stop = (): void => {
    for (const type of inputEvents) window.removeEventListener(type, onInput, true);
  };
  for (const type of inputEvents) window.addEventListener(type, onInput, { capture: true, passive: true });
  return stop;
};

/**
 * Called by the client just before it hydrates the prerendered landing: the landing's first render takes these
 * islands. `all`: the reader is already using the page, hydrate everything in the first pass.
 */
export function beginLandingHydration(language: Language, all: boolean): LandingIslands {
  const islands = createIslands(language, all);
  if (!all) releaseOnInput(islands);
  hydrating = islands;
  return islands;
}

const onIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 100);
  return () => window.clearTimeout(handle);
};

/** Releases the islands one task at a time: the shell at once, the rest when idle, or quicker once scrolled. */
function schedule(islands: LandingIslands): () => void {
  const queue: IslandName[] = [...shellIslands, ...sectionIslands];
  let cancel: () => void = () => undefined;
  let hurry = false;
  const next = (): void => {
    const name = queue.shift();
    if (!name) {
      stop();
      return;
    }
    islands.gates[name].release();
    if (hurry || (shellIslands as readonly string[]).includes(name)) {
      const handle = window.setTimeout(next, 0);
      cancel = () => window.clearTimeout(handle);
    } else cancel = onIdle(next);
  };
  // Scrolling brings the sections into view: no waiting for idle moments any more.
  const onScroll = (): void => {
    hurry = true;
  };
  const stop = (): void => {
    cancel();
    window.removeEventListener('scroll', onScroll);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const first = window.setTimeout(next, 0);
  cancel = () => window.clearTimeout(first);
  return stop;
}

/**
 * The landing's islands: defined while the landing hydrates its prerendered DOM (the first landing render after
 * `beginLandingHydration`), else undefined and nothing suspends. `prerendered`: whether the page now shows what
 * the build prerendered (its language, nobody signed in); once it does not, the islands not hydrated yet are
 * rendered afresh.
 */
export function useLandingIslands(language: Language, signedIn: boolean): LandingIslands | undefined {
  const [islands] = useState(() => {
    const taken = hydrating;
    hydrating = undefined;
    return taken;
  });
  if (islands && (language !== islands.language || signedIn)) islands.freshenAll();
  useEffect(() => {
    if (!islands) return;
    const stop = schedule(islands);
    return () => {
      stop();
      islands.releaseAll();
    };
  }, [islands]);
  return islands;
}

function Dehydrated({ gate, children }: { readonly gate: Gate; readonly children: ReactNode }) {
  // React hydrates a boundary's content in a pass of its own, after the page's frame: this says when it did.
  useEffect(() => gate.markHydrated(), [gate]);
  if (gate.pending()) throw gate.promise;
  return <>{children}</>;
}

/**
 * One island: its children keep their prerendered DOM until the gate opens (see the file comment). Always a
 * Suspense boundary, with or without a gate, so the prerendered markup and the hydrating tree have the same ones.
 */
export function Island({ gate, children }: { readonly gate: Gate | undefined; readonly children: ReactNode }) {
  const fresh = gate?.fresh() === true;
  // While the island waits, the same element on every render of the page: React switches a boundary that receives
  // new props before it has hydrated to client rendering, dropping its prerendered DOM (and, the gate still shut,
  // showing nothing). What could differ from the prerender (language, session) freshens the island instead.
  const held = gate?.pending() === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: children are left out on purpose while the island waits
  return useMemo(
    () => (
      <Suspense key={fresh ? 'fresh' : 'prerendered'} fallback={null}>
        {gate ? <Dehydrated gate={gate}>{children}</Dehydrated> : children}
      </Suspense>
    ),
    [gate, fresh, held ? undefined : children],
  );
}
