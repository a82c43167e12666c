import { prerenderedAttribute } from './prerender/state.js';
import { prefetchAppWhenIdle, recordEarlyClicks, whenNeeded } from './prerender/wake.js';
import './styles/tokens.css';
import './styles/base.css';
import './prerender/prerender.css';

/**
 * The page's entry, kept to a few kilobytes: no module of the app is evaluated before the first paint. On the
 * landing, `#root` already holds the page prerendered in the reader's language (web/scripts/prerender.ts, put in
 * place by the boot script): the app loads when the page first needs it (the reader's first tap, key or scroll, or
 * a part waiting for data coming into view; see prerender/wake.ts) and hydrates it. Anywhere else the app loads
 * at once and renders the route.
 */
const container = document.getElementById('root');
if (container?.hasAttribute(prerenderedAttribute)) {
  const early = recordEarlyClicks(container);
  prefetchAppWhenIdle();
  whenNeeded(container, (byInput) => {
    void import('./prerender/client.js').then((client) => client.hydrateLanding(container, early, byInput));
  });
} else if (container) {
  void import('./prerender/client.js').then((client) => client.renderApp(container));
}
