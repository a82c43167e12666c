import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.js';
import { AppRoutes } from './app/router.js';
import { currentLanguage, initI18n } from './i18n/index.js';
import { prerenderFits, staleAttribute } from './prerender/state.js';
import './styles/tokens.css';
import './styles/base.css';
import './prerender/prerender.css';

/** Resolves once the browser has painted a frame: a rAF callback runs just before the paint, a task after it. */
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The prerendered page's controls are on screen before their handlers: a choice made in a `<select>` (the
 * language) before hydration only changed the control. Replayed once the handlers are attached.
 */
const replayEarlyChoices = (root: HTMLElement): void => {
  for (const select of root.querySelectorAll('select')) {
    const chosen = select.selectedOptions[0];
    if (chosen && !chosen.defaultSelected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
};

const container = document.getElementById('root');
if (container) {
  // With prerendered markup, the hero is on the page already: let the browser paint it before the hydration's
  // work (this script runs as soon as the document is parsed, often before the first frame).
  const ready = container.firstChild === null ? initI18n() : Promise.all([initI18n(), afterNextPaint()]);
  void ready.finally(() => {
    const app = (
      <StrictMode>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </StrictMode>
    );
    // index.html holds the landing prerendered in pt (web/scripts/prerender.ts): hydrated where it is what the
    // page shows, else thrown away and rendered fresh (it was kept unpainted by the boot script meanwhile).
    if (container.firstChild !== null && prerenderFits(window.location.pathname, currentLanguage())) {
      hydrateRoot(container, app);
      replayEarlyChoices(container);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
    document.documentElement.removeAttribute(staleAttribute);
  });
}
