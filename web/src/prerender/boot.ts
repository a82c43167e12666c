import { markAccountDeleted } from '../features/landing/account-deleted.js';
import { markStartingLanguage, placeLanding, staleAttribute } from './state.js';

/**
 * The page's one classic (blocking) script, a few hundred bytes, bundled on its own by web/scripts/prerender.ts
 * and named twice by index.html (the second time it comes from the memory cache). No inline script: the CSP
 * allows scripts from the site only.
 * - First in `<head>`, before the body is parsed: sets `<html lang>` to the reader's language from the first
 *   paint (WCAG 3.1.1) and keeps `#root` unpainted unless its markup, the landing in the default language, is
 *   what this address shows in that language; on the landing the dashboard sends a deleted account to, marks
 *   `<html>` so the prerendered notice shows (features/landing/account-deleted.ts).
 * - Last in `<body>`, once the landing is parsed in every language: puts the reader's language in `#root` from
 *   its `<template>` (before anything of it was laid out), or on another route drops the landing (the app
 *   renders that route from scratch, and the hidden landing would cost layout for nothing); then removes the
 *   templates.
 */
try {
  if (document.body) placeLanding(document, window.location);
  else {
    markStartingLanguage(document, window.location);
    markAccountDeleted(document, window.location);
  }
} catch {
  document.documentElement.setAttribute(staleAttribute, '');
}
