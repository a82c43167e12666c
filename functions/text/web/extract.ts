import type { textExtractWebInfo } from '../../../shared/operations/text.js';
import { AppError } from '../../core/errors.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { charsetOf, decodePage } from './engine/charset.js';
import type { PageFetcher } from './engine/fetcher.js';
import { readMetadata } from './engine/metadata.js';
import { countWords, parseDocument, readMainContent } from './engine/readable.js';

export interface ExtractDeps {
  readonly fetchPage: PageFetcher;
}

/** Content types read as HTML. An absent type is sniffed from the first bytes, as browsers do. */
const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);
const maxHeadings = 100;
/** Main text beyond this is cut (`textTruncated`), so the JSON answer stays far below the Lambda response limit. */
const maxTextChars = 500_000;
const defaultMaxPageBytes = 5 * 1024 * 1024;

/** Where to send a client whose URL is not a web page. */
const otherOperations: Readonly<Record<string, string>> = {
  'application/pdf': ' For PDFs use POST /api/pdf/extract-text.',
  image: ' For images use POST /api/text/extract-image-text.',
};

export function createExtractWebInfo(deps: ExtractDeps): OperationFn<typeof textExtractWebInfo> {
  return async (input, ctx) => {
    const maxBytes = ctx.operation.limits.maxFileBytes ?? defaultMaxPageBytes;
    const page = await deps.fetchPage(input.url, { maxBytes, signal: ctx.signal });
    const mediaType = page.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(htmlTypes.has(mediaType) || (mediaType === '' && looksLikeHtml(page.bytes)))) {
      throw notHtml(mediaType);
    }
    const decoded = decodePage(page.bytes, charsetOf(page.contentType));
    // One parse: metadata is read first, because Readability then rewrites the document.
    const document = parseDocument(decoded.text);
    const metadata = readMetadata(document, page.finalUrl, { maxLinks: input.maxLinks, maxHeadings });
    const main = readMainContent(document, () => parseDocument(decoded.text));
    const text = main.text.slice(0, maxTextChars);
    return json({
      url: input.url,
      finalUrl: page.finalUrl,
      status: page.status,
      contentType: mediaType || 'text/html',
      encoding: decoded.encoding,
      title: metadata.title ?? main.title,
      description: metadata.description ?? main.excerpt,
      canonical: metadata.canonical,
      language: metadata.language,
      openGraph: metadata.openGraph,
      twitter: metadata.twitter,
      favicon: metadata.favicon,
      headings: metadata.headings,
      article:
        main.source === 'readability'
          ? {
              title: main.title,
              byline: main.byline,
              excerpt: main.excerpt,
              siteName: main.siteName,
              publishedTime: main.publishedTime,
            }
          : null,
      text,
      textTruncated: text.length < main.text.length,
      wordCount: countWords(main.text),
      links: metadata.links,
      linkCount: metadata.linkCount,
      linksTruncated: metadata.links.length < metadata.linkCount,
    });
  };
}

function looksLikeHtml(bytes: Uint8Array): boolean {
  const start = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^<(!doctype\s+html|html|head|body|!--)/i.test(start);
}

function notHtml(mediaType: string): AppError {
  const family = mediaType.split('/')[0] ?? '';
  const hint = otherOperations[mediaType] ?? otherOperations[family] ?? '';
  return new AppError(
    'unsupported_media_type',
    `url: the page is ${mediaType || 'of an unknown type'}, not HTML (text/html or application/xhtml+xml).${hint}`,
    { extensions: { allowed: [...htmlTypes], received: mediaType || null } },
  );
}
