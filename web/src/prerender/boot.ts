import { localeTags } from '../i18n/languages.js';
import { prerenderFits, staleAttribute, startingLanguage } from './state.js';

/**
 * The one classic (blocking) script in `<head>`, a few hundred bytes, bundled on its own by
 * web/scripts/prerender.ts: it runs before the body is parsed, so when the prerendered landing is not what this
 * address shows (another route, another language) the page never paints it. No inline script: the CSP allows
 * scripts from the site only.
 */
try {
  const language = startingLanguage(window.location.search);
  // The page's language from the first paint on, not pt-BR until the app has loaded (WCAG 3.1.1).
  document.documentElement.lang = localeTags[language];
  if (!prerenderFits(window.location.pathname, language)) document.documentElement.setAttribute(staleAttribute, '');
} catch {
  document.documentElement.setAttribute(staleAttribute, '');
}
