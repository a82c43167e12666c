import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** The page's main readable content (Firefox Reader View's algorithm over a linkedom DOM; no script runs). */
export interface ReadableContent {
  readonly title: string | null;
  readonly byline: string | null;
  readonly excerpt: string | null;
  readonly siteName: string | null;
  readonly publishedTime: string | null;
  /** Plain text, paragraphs separated by blank lines. */
  readonly text: string;
  /** `readability` when an article was found; `body` when the page's visible text was used instead. */
  readonly source: 'readability' | 'body';
}

/**
 * Pages with more elements than this skip Readability, whose scoring is superlinear (61,000 spans took 12 s here),
 * and answer their body text instead. Its own `maxElemsToParse` guard counts with getElementsByTagName('*'),
 * which linkedom answers with 0, so the count is made here.
 */
const maxElements = 30_000;

const blockTags = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);
const skippedTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'CANVAS']);

/**
 * Reads the main content of `document`, which Readability rewrites while reading (read metadata first).
 * `reparse` gives a fresh copy for the fallback when no article is found.
 */
export function readMainContent(document: Document, reparse: () => Document): ReadableContent {
  const bodyText = (doc: Document): string => (doc.body ? blockText(doc.body) : '');
  if (document.querySelectorAll('*').length > maxElements) return { ...noArticle, text: bodyText(document) };
  let article: ReturnType<Readability<Node>['parse']> = null;
  try {
    article = new Readability<Node>(document, { serializer: (node) => node }).parse();
  } catch {
    article = null;
  }
  if (!article?.content) return { ...noArticle, text: bodyText(reparse()) };
  return {
    title: nullable(article.title),
    byline: nullable(article.byline),
    excerpt: nullable(article.excerpt),
    siteName: nullable(article.siteName),
    publishedTime: nullable(article.publishedTime),
    text: blockText(article.content),
    source: 'readability',
  };
}

/** Parses HTML into a DOM without running anything (linkedom has no script engine, loads no sub-resources). */
export const parseDocument = (html: string): Document => parseHTML(html).document;

const noArticle = {
  title: null,
  byline: null,
  excerpt: null,
  siteName: null,
  publishedTime: null,
  source: 'body',
} as const;

const nullable = (value: string | null | undefined): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

/** Text of a subtree with a line break around block elements, blank lines between paragraphs, spaces collapsed. */
export function blockText(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      parts.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const tag = node.nodeName.toUpperCase();
    if (skippedTags.has(tag)) return;
    const block = blockTags.has(tag);
    if (block) parts.push('\n\n');
    for (let child = node.firstChild; child !== null; child = child.nextSibling) walk(child);
    if (block) parts.push('\n\n');
  };
  walk(root);
  return parts
    .join('')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

/** Words in a text: runs of letters or digits, joined by an apostrophe or hyphen (`d'água`, `e-mail`). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
