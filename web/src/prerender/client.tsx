import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '../app/provider.js';
import { AppRoutes } from '../app/router.js';
import { currentLanguage, initI18n } from '../i18n/index.js';
import { beginLandingHydration } from './islands.js';
import { prerenderedAttribute, prerenderedLanguageOf, prerenderFits, staleAttribute } from './state.js';
import type { EarlyInput } from './wake.js';

/**
 * The app itself, loaded by the entry (`main.tsx`) on demand: at once on a route without prerendered markup,
 * on the prerendered landing when the page first needs it (prerender/wake.ts). Its stylesheets are linked in the built
 * `index.html` already (web/scripts/prerender.ts), so the landing is styled before this loads.
 */
const app = (
  <StrictMode>
    <AppProvider>
      <AppRoutes />
    </AppProvider>
  </StrictMode>
);

/** Renders the app from scratch (any route but a prerendered landing in the reader's language). */
export async function renderApp(container: HTMLElement): Promise<void> {
  await initI18n();
  container.replaceChildren();
  container.removeAttribute(prerenderedAttribute);
  createRoot(container).render(app);
  document.documentElement.removeAttribute(staleAttribute);
}

/**
 * The prerendered page's controls are on screen before their handlers: a choice made in a `<select>` (the
 * language) before hydration only changed the control. Replayed once the handlers are attached.
 */
const changedSelects = (root: HTMLElement): HTMLSelectElement[] =>
  [...root.querySelectorAll('select')].filter((select) => {
    const chosen = select.selectedOptions[0];
    return chosen !== undefined && !chosen.defaultSelected;
  });

const replayableChoice = (root: HTMLElement): boolean => changedSelects(root).length > 0;

const replayEarlyChoices = (root: HTMLElement): void => {
  for (const select of changedSelects(root)) select.dispatchEvent(new Event('change', { bubbles: true }));
};

/**
 * Hydrates the prerendered landing in place, island by island (see `islands.tsx`); with `early.clicks` (the
 * reader was already pressing buttons) all at once, then replays those clicks and choices on the live controls.
 */
export async function hydrateLanding(container: HTMLElement, early: EarlyInput, byInput: boolean): Promise<void> {
  await initI18n();
  const language = currentLanguage();
  if (!prerenderFits(window.location.pathname, language, prerenderedLanguageOf(container))) {
    early.stop();
    await renderApp(container);
    return;
  }
  const all = byInput || early.clicks.length > 0;
  // Evaluating the app's modules was this task's work: hydrate in the next one (unless the reader is waiting).
  if (!all) await new Promise((resolve) => window.setTimeout(resolve, 0));
  const islands = beginLandingHydration(language, all);
  hydrateRoot(container, app);
  early.stop();
  document.documentElement.removeAttribute(staleAttribute);
  if (early.clicks.length === 0 && !replayableChoice(container)) return;
  // The reader pressed or chose something before the handlers were there: every island now, then the replay
  // once they have rendered (their renders run as microtasks; the next task comes after them).
  islands.releaseAll();
  window.setTimeout(() => {
    replayEarlyChoices(container);
    for (const button of early.clicks) if (button.isConnected) button.click();
  }, 0);
}
