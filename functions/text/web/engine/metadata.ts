/**
 * What a page says about itself in its markup: head metadata, headings and links, read from the same linkedom
 * document Readability then reads (one parse per page: a second parser, e.g. cheerio, would add about a fifth to
 * the time of a large page). No script runs.
 */
export interface PageMetadata {
  readonly title: string | null;
  readonly description: string | null;
  readonly canonical: string | null;
  readonly language: string | null;
  readonly openGraph: Readonly<Record<string, string>>;
  readonly twitter: Readonly<Record<string, string>>;
  readonly favicon: string | null;
  readonly headings: readonly Heading[];
  readonly links: readonly PageLink[];
  /** Distinct http(s) links on the page before the cap. */
  readonly linkCount: number;
}

export interface Heading {
  readonly level: number;
  readonly text: string;
}

export interface PageLink {
  readonly url: string;
  readonly text: string;
  /** Same host as the page (ignoring a leading `www.`). */
  readonly internal: boolean;
  readonly nofollow: boolean;
}

export interface MetadataLimits {
  readonly maxLinks: number;
  readonly maxHeadings: number;
}

const maxFieldChars = 2000;
const maxLinkTextChars = 200;

export function readMetadata(document: Document, pageUrl: string, limits: MetadataLimits): PageMetadata {
  const base = resolveHttp(document.querySelector('base[href]')?.getAttribute('href') ?? undefined, pageUrl) ?? pageUrl;
  const absolute = (href: string | undefined): string | null => resolveHttp(href, base);
  const metas = [...document.querySelectorAll('meta')].map((m) => ({
    key: (m.getAttribute('property') ?? m.getAttribute('name') ?? '').trim().toLowerCase(),
    httpEquiv: (m.getAttribute('http-equiv') ?? '').trim().toLowerCase(),
    content: m.getAttribute('content') ?? undefined,
  }));
  const meta = (key: string) => metas.find((m) => m.key === key)?.content;
  const linkTo = (rel: string) =>
    absolute(document.querySelector(`link[rel~="${rel}" i][href]`)?.getAttribute('href') ?? undefined);
  return {
    title: clean(document.querySelector('title')?.textContent ?? undefined) ?? clean(meta('og:title')),
    description: clean(meta('description')) ?? clean(meta('og:description')),
    canonical: linkTo('canonical'),
    language:
      clean(document.documentElement?.getAttribute('lang') ?? undefined) ??
      clean(metas.find((m) => m.httpEquiv === 'content-language')?.content) ??
      clean(meta('og:locale')),
    openGraph: prefixed(metas, 'og:', absolute),
    twitter: prefixed(metas, 'twitter:', absolute),
    favicon: linkTo('icon') ?? linkTo('apple-touch-icon') ?? resolveHttp('/favicon.ico', base),
    headings: headings(document, limits.maxHeadings),
    ...links(document, pageUrl, base, limits.maxLinks),
  };
}

function resolveHttp(href: string | undefined, base: string): string | null {
  const trimmed = href?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Collapses whitespace and caps the length; empty gives null. */
function clean(value: string | undefined, max = maxFieldChars): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
}

/**
 * Open Graph / Twitter card fields by their name without the prefix (`og:image` → `image`), first value wins.
 * Sites mix `property` and `name` for both, so both are read. URL-valued fields are made absolute.
 */
function prefixed(
  metas: readonly { key: string; content: string | undefined }[],
  prefix: string,
  absolute: (href: string | undefined) => string | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, content } of metas) {
    if (!key.startsWith(prefix) || key.length === prefix.length) continue;
    const name = key.slice(prefix.length);
    const value = clean(content);
    if (value === null || name in out) continue;
    const isUrl = /(^|:)(image|url|video|audio)$/.test(name) || name === 'image:src';
    out[name] = isUrl ? (absolute(value) ?? value) : value;
  }
  return out;
}

function headings(document: Document, max: number): Heading[] {
  const out: Heading[] = [];
  for (const element of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (out.length >= max) break;
    const text = clean(element.textContent ?? undefined, 500);
    if (text !== null) out.push({ level: Number(element.tagName.slice(1)), text });
  }
  return out;
}

const hostKey = (host: string): string => host.toLowerCase().replace(/^www\./, '');

/** Absolute http(s) links, fragment removed, each once (first text wins), internal/external flagged, capped. */
function links(
  document: Document,
  pageUrl: string,
  base: string,
  max: number,
): { links: PageLink[]; linkCount: number } {
  const pageHost = hostKey(new URL(pageUrl).hostname);
  const seen = new Set<string>();
  const out: PageLink[] = [];
  for (const element of document.querySelectorAll('a[href], area[href]')) {
    const resolved = resolveHttp(element.getAttribute('href') ?? undefined, base);
    if (resolved === null) continue;
    const url = new URL(resolved);
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    if (out.length >= max) continue;
    const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    out.push({
      url: url.href,
      text:
        clean(element.textContent ?? undefined, maxLinkTextChars) ??
        clean(element.getAttribute('title') ?? undefined, maxLinkTextChars) ??
        '',
      internal: hostKey(url.hostname) === pageHost,
      nofollow: rel.includes('nofollow'),
    });
  }
  return { links: out, linkCount: seen.size };
}
