import type { SnippetRequest } from '../../../../../shared/snippet-render.js';

/**
 * The hero's request: two PDFs merged by `POST /api/pdf/merge` on this site's own origin. Written as a request
 * rather than read from the operation table because the table (and zod) would weigh on the landing page's
 * JavaScript budget; `test/unit/operations/snippets.test.ts` proves it equals what the shared generator builds
 * from the table for pdf.merge, so it cannot drift.
 */
export const heroKey = '$ALQUIMIA_KEY';

export const heroFiles = ['contrato.pdf', 'anexo.pdf'] as const;

/** The path the hero's request goes to, on whatever origin serves the page. */
export const heroPath = '/api/pdf/merge';

export const heroRequest = (origin: string): SnippetRequest => ({
  method: 'POST',
  url: `${origin.replace(/\/+$/, '')}${heroPath}`,
  headers: [['api-token', heroKey]],
  body: { kind: 'multipart', parts: heroFiles.map((value) => ({ name: 'files', value, file: true })) },
  output: 'resultado.pdf',
});
