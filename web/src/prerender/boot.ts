import { prerenderFits, staleAttribute, startingLanguage } from './state.js';

/**
 * The one classic (blocking) script in `<head>`, a few hundred bytes, bundled on its own by
 * web/scripts/prerender.ts: it runs before the body is parsed, so when the prerendered landing is not what this
 * address shows (another route, another language) the page never paints it. No inline script: the CSP allows
 * scripts from the site only.
 */
try {
  if (!prerenderFits(window.location.pathname, startingLanguage(window.location.search)))
    document.documentElement.setAttribute(staleAttribute, '');
} catch {
  document.documentElement.setAttribute(staleAttribute, '');
}
