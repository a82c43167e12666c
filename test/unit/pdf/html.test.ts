import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChromiumRenderer,
  type HtmlRenderer,
  locateChromium,
  type RenderOptions,
} from '../../../functions/pdf/engine/renderer.js';
import { createHtmlToPdf } from '../../../functions/pdf/operations/html-to-pdf.js';
import { pdfHtmlToPdf } from '../../../shared/operations/pdf.js';
import { pageSizes, pageTexts } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { type CountingServer, startServer } from '../net/servers.js';
import { expectProblem, fileOf } from './support.js';

/** Debian's Chromium when present (CI installs it), else the headless shell bundled in @sparticuz/chromium. */
const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

let renderer: HtmlRenderer;
let server: CountingServer;
const blocked: string[] = [];

beforeAll(async () => {
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/css' });
    res.end('body { color: red }');
  });
  renderer = createChromiumRenderer({ locate: locateChromium(chromiumPath), onBlocked: (url) => blocked.push(url) });
});

afterAll(async () => {
  await renderer.close();
  await server.close();
});

const render = (body: Record<string, unknown>) =>
  createHtmlToPdf({ renderer })(resolvedInput(pdfHtmlToPdf, body), contextFor(pdfHtmlToPdf));

describe('pdf.html-to-pdf', () => {
  it('renders the text on an A4 page by default, named after filename', async () => {
    const result = fileOf(
      await render({ html: '<h1>Fatura nº 42</h1><p>Total: R$ 10,00 — Ação ✓</p>', filename: 'fatura' }),
    );
    expect(result.contentType).toBe('application/pdf');
    expect(result.filename).toBe('fatura.pdf');
    const [size] = await pageSizes(result.bytes);
    expect(size?.width).toBeCloseTo(595, -1);
    expect(size?.height).toBeCloseTo(842, -1);
    const [text] = await pageTexts(result.bytes);
    expect(text).toContain('Fatura nº 42');
    expect(text).toContain('Total: R$ 10,00');
  }, 60_000);

  it('reuses one locked-down page for many documents without one showing anything of another', async () => {
    const single = createChromiumRenderer({ locate: locateChromium(chromiumPath), poolSize: 1, maxRendersPerPage: 3 });
    const one = (html: string) =>
      createHtmlToPdf({ renderer: single })(
        resolvedInput(pdfHtmlToPdf, { html, filename: 'doc.pdf' }),
        contextFor(pdfHtmlToPdf),
      );
    try {
      // A document with a form value, an anchor target and a blocked style, then plain ones: each PDF holds only
      // its own text, across the page's retirement after three renders.
      const texts: string[] = [];
      const docs = [
        `<style>@import url("${server.url}/a.css");</style><form><input value="segredo-A"></form><a id="x">A</a>`,
        '<p>documento B</p>',
        '<p>documento C</p>',
        '<p>documento D</p>',
        '<p>documento E</p>',
      ];
      for (const html of docs) texts.push(...(await pageTexts(fileOf(await one(html)).bytes)));
      expect(texts[1]?.trim()).toBe('documento B');
      expect(texts.slice(1).join(' ')).not.toContain('segredo');
      expect(texts.slice(2).map((t) => t.trim())).toEqual(['documento C', 'documento D', 'documento E']);
      expect(server.connections).toBe(0);
    } finally {
      await single.close();
    }
  }, 60_000);

  it('swaps width and height in landscape and honours other formats', async () => {
    const landscape = fileOf(await render({ html: '<p>deitado</p>', filename: 'a.pdf', options: { landscape: true } }));
    const [wide] = await pageSizes(landscape.bytes);
    expect(wide?.width).toBeCloseTo(842, -1);
    expect(wide?.height).toBeCloseTo(595, -1);
    const letter = fileOf(
      await render({ html: '<p>carta</p>', filename: 'b.pdf', options: { format: 'Letter', marginTop: '20mm' } }),
    );
    const [size] = await pageSizes(letter.bytes);
    expect(size?.width).toBeCloseTo(612, -1);
    expect(size?.height).toBeCloseTo(792, -1);
  }, 60_000);

  it('never requests sub-resources: images, styles, frames, fonts, refreshes and file: URLs are blocked', async () => {
    const base = server.url;
    const html = `<!doctype html><html><head>
      <meta http-equiv="refresh" content="0;url=${base}/refresh">
      <link rel="stylesheet" href="${base}/style.css">
      <style>@import url("${base}/import.css"); @font-face { font-family: X; src: url("${base}/font.woff2"); }
        body { font-family: X; background: url("${base}/bg.png"); }</style>
      <script src="${base}/script.js"></script>
      </head><body>
      <img src="${base}/img.png"><img src="http://169.254.169.254/latest/meta-data/"><img src="file:///etc/passwd">
      <iframe src="${base}/frame"></iframe><object data="${base}/object"></object>
      <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">
      <p>conteúdo visível</p><script>fetch('${base}/fetch')</script></body></html>`;
    blocked.length = 0;
    const result = fileOf(await render({ html, filename: 'x.pdf' }));
    const [text] = await pageTexts(result.bytes);
    expect(text).toContain('conteúdo visível');
    expect(server.requests).toEqual([]);
    expect(server.connections).toBe(0);
    expect(blocked.some((u) => u.includes('169.254.169.254'))).toBe(true);
    expect(blocked.some((u) => u.startsWith(base))).toBe(true);
  }, 60_000);

  it('renders with the @sparticuz/chromium headless shell as well (the Lambda browser)', async () => {
    const lambdaLike = createChromiumRenderer({ locate: locateChromium(undefined) });
    try {
      const input = resolvedInput(pdfHtmlToPdf, { html: '<p>no Lambda</p>', filename: 'l.pdf' });
      const result = fileOf(await createHtmlToPdf({ renderer: lambdaLike })(input, contextFor(pdfHtmlToPdf)));
      expect((await pageTexts(result.bytes))[0]).toContain('no Lambda');
    } finally {
      await lambdaLike.close();
    }
  }, 60_000);

  it('answers 413 naming the limit for HTML over the character limit', async () => {
    const small = { ...pdfHtmlToPdf, limits: { ...pdfHtmlToPdf.limits, maxChars: 100 } };
    const input = resolvedInput(pdfHtmlToPdf, { html: 'x'.repeat(101), filename: 'a.pdf' });
    const error = await expectProblem(
      createHtmlToPdf({ renderer })(input, contextFor(small)),
      'payload_too_large',
      413,
    );
    expect(error.message).toContain('100');
  });

  describe('deadline', () => {
    const a4: RenderOptions = {
      format: 'A4',
      landscape: false,
      printBackground: true,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
    };
    const long = `<ol>${'<li>Uma linha de um documento longo demais para o prazo.</li>'.repeat(40_000)}</ol>`;

    it('stops a render at the renderer’s time limit with 504 timeout while the caller’s signal stays quiet', async () => {
      const bounded = createChromiumRenderer({ locate: locateChromium(chromiumPath), timeoutMs: 300 });
      try {
        const error = await expectProblem(bounded.render(long, a4, new AbortController().signal), 'timeout', 504);
        // Under a second the limit is written in milliseconds (it once read "within 0 s").
        expect(error.message).toBe('The HTML did not render within 300 ms.');
      } finally {
        await bounded.close();
      }
    }, 60_000);

    it('stops a render when the caller’s signal aborts, and renders the next document on a fresh page', async () => {
      const single = createChromiumRenderer({ locate: locateChromium(chromiumPath), poolSize: 1 });
      try {
        const caller = new AbortController();
        const stopped = single.render(long, a4, caller.signal);
        setTimeout(() => caller.abort(), 300);
        const error = await expectProblem(stopped, 'timeout', 504);
        // The caller's deadline was not the renderer's limit: no time is claimed for it.
        expect(error.message).toBe('The request ran out of time before the HTML was rendered.');
        const [text] = await pageTexts(await single.render('<p>Depois do prazo</p>', a4));
        expect(text).toContain('Depois do prazo');
      } finally {
        await single.close();
      }
    }, 60_000);
  });

  it('answers 503 engine_unavailable when no browser can be found', async () => {
    const missing = createChromiumRenderer({ locate: async () => undefined });
    const input = resolvedInput(pdfHtmlToPdf, { html: '<p>x</p>', filename: 'a.pdf' });
    await expectProblem(
      createHtmlToPdf({ renderer: missing })(input, contextFor(pdfHtmlToPdf)),
      'engine_unavailable',
      503,
    );
    const wrongPath = createChromiumRenderer({ locate: locateChromium('/nonexistent/chromium') });
    await expectProblem(
      createHtmlToPdf({ renderer: wrongPath })(input, contextFor(pdfHtmlToPdf)),
      'engine_unavailable',
      503,
    );
  });

  it('validates html, filename and options (400)', () => {
    expect(pdfHtmlToPdf.input.safeParse({ filename: 'a.pdf' }).success).toBe(false);
    expect(pdfHtmlToPdf.input.safeParse({ html: '<p>x</p>' }).success).toBe(false);
    expect(pdfHtmlToPdf.input.safeParse({ html: '<p>x</p>', filename: 'a', options: { format: 'B9' } }).success).toBe(
      false,
    );
    expect(
      pdfHtmlToPdf.input.safeParse({ html: '<p>x</p>', filename: 'a', options: { marginTop: '1e9vw' } }).success,
    ).toBe(false);
  });

  it('never echoes a path-traversal filename', async () => {
    const result = fileOf(await render({ html: '<p>x</p>', filename: '../../etc/passwd\r\n' }));
    expect(result.filename).toBe('passwd.pdf');
  }, 60_000);
});
