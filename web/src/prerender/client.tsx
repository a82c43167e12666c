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
 * language) before hydration only changed the control, and hydration sets a controlled select back to its
 * rendered value. So the choices are read before hydrating and made again, with their change events, after.
 */
interface EarlyChoice {
  /** Its place among the page's selects: an island rendered afresh (signed in meanwhile) has new elements. */
  readonly index: number;
  readonly value: string;
}

const earlyChoices = (root: HTMLElement): EarlyChoice[] =>
  [...root.querySelectorAll('select')].flatMap((select, index) => {
    const chosen = select.selectedOptions[0];
    return chosen !== undefined && !chosen.defaultSelected ? [{ index, value: select.value }] : [];
  });

const replayEarlyChoices = (root: HTMLElement, choices: readonly EarlyChoice[]): void => {
  const selects = root.querySelectorAll('select');
  for (const { index, value } of choices) {
    const select = selects[index];
    if (!select || ![...select.options].some((option) => option.value === value)) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
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
  const choices = earlyChoices(container);
  hydrateRoot(container, app);
  early.stop();
  document.documentElement.removeAttribute(staleAttribute);
  if (early.clicks.length === 0 && choices.length === 0) return;
  // The reader pressed or chose something before the handlers were there (so every island was released before
  // hydrating): the replay once the page has hydrated, in a task of its own.
  islands.releaseAll();
  await islands.committed;
  window.setTimeout(() => {
    replayEarlyChoices(container, choices);
    for (const button of early.clicks) if (button.isConnected) button.click();
  }, 0);
}
