import { prerenderedAttribute } from './prerender/state.js';
import { recordEarlyClicks, whenIdleOrInput } from './prerender/wake.js';
import './styles/tokens.css';
import './styles/base.css';
import './prerender/prerender.css';

/**
 * The page's entry, kept to a few kilobytes: no module of the app is evaluated before the first paint. On the
 * landing, `#root` already holds the page prerendered in the reader's language (web/scripts/prerender.ts, put in
 * place by the boot script): the app loads once the page has loaded and the browser is idle (or on the reader's
 * first tap or key) and hydrates it. Anywhere else the app loads at once and renders the route.
 */
const container = document.getElementById('root');
if (container?.hasAttribute(prerenderedAttribute)) {
  const early = recordEarlyClicks(container);
  whenIdleOrInput((byInput) => {
    void import('./prerender/client.js').then((client) => client.hydrateLanding(container, early, byInput));
  });
} else if (container) {
  void import('./prerender/client.js').then((client) => client.renderApp(container));
}
