/**
 * The built landing's HTML with every script removed (and its module preloads): the hero as a static page would
 * paint it, the anchor a landing figure is read against.
 */
export const withoutScripts = (html: string): string =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, '');
