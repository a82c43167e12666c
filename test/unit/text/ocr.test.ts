import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { requireSyncPixels } from '../../../functions/core/images/sync-limit.js';
import { createTextImplementations } from '../../../functions/text/implementations.js';
import { createTesseractEngine } from '../../../functions/text/ocr/engine.js';
import { createExtractImageText } from '../../../functions/text/ocr/operation.js';
import { defaultTextDeps } from '../../../functions/text/wiring.js';
import { textExtractImageText } from '../../../shared/operations/text.js';
import { testContext } from '../files/context.js';
import { dataUrl, Multipart, pipelineFor } from '../image/support.js';
import { textImage } from './text-image.js';

// One engine (one worker per language) for the whole file, as in production.
const engine = createTesseractEngine({ timeoutMs: 30_000 });
const { meter, call } = pipelineFor(
  'text',
  createTextImplementations({ ...defaultTextDeps({}), ocr: () => engine }),
  100,
);
afterAll(() => engine.close());

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('text.extract-image-text', { timeout: 60_000 }, () => {
  const portuguese = [
    'Ação rápida: o coração da emissão',
    'Não há açúcar na lição de hoje.',
    'Pão, maçã e café às três horas.',
  ];

  it('reads Portuguese text with accents (small edit distance), word boxes included, for 1 credit', async () => {
    const before = meter.credits;
    const form = new Multipart()
      .file('file', 'recibo.png', 'image/png', textImage(portuguese))
      .field('language', 'por');
    const response = await call('/api/text/extract-image-text', form);
    expect(response.status).toBe(200);
    expect(meter.credits).toBe(before - 1);
    const body = response.json();
    const expected = portuguese.join(' ');
    expect(editDistance(normalise(String(body.text)), expected)).toBeLessThanOrEqual(3);
    expect(body).toMatchObject({ language: 'por', width: 900, height: 250 });
    expect(body.confidence).toBeGreaterThan(70);
    const words = body.words as { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } }[];
    const acao = words.find((w) => w.text === 'Ação');
    expect(acao?.bbox.x0).toBeGreaterThanOrEqual(20);
    expect(acao?.bbox.y1).toBeLessThan(80);
  });

  it('reads English with the eng data, and a transparent PNG as dark text on white', async () => {
    const response = await call('/api/text/extract-image-text', {
      file: dataUrl(textImage(['The quick brown fox jumps over the lazy dog.'], { transparent: true })),
      language: 'eng',
    });
    expect(response.status).toBe(200);
    expect(
      editDistance(normalise(String(response.json().text)), 'The quick brown fox jumps over the lazy dog.'),
    ).toBeLessThanOrEqual(2);
  });

  it('answers a blank image with empty text, still charged (the image was read)', async () => {
    const before = meter.credits;
    const response = await call('/api/text/extract-image-text', { file: dataUrl(textImage([])) });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ text: '', confidence: 0, words: [] });
    expect(meter.credits).toBe(before - 1);
  });

  it('refuses an unsupported language with 400 listing por and eng, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/text/extract-image-text', { file: dataUrl(textImage(['x'])), language: 'deu' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json())).toContain('por');
    expect(meter.credits).toBe(before);
  });

  it('refuses a non-image with 415, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/text/extract-image-text', {
      file: dataUrl(Buffer.from('%PDF-1.7\n'), 'application/pdf'),
    });
    expect(response.status).toBe(415);
    expect(meter.credits).toBe(before);
  });

  it('stops a read that overruns its time limit: 504, uncharged', async () => {
    const hasty = createTesseractEngine({ timeoutMs: 1 });
    const rushed = pipelineFor('text', createTextImplementations({ ...defaultTextDeps({}), ocr: () => hasty }), 5);
    const response = await rushed.call('/api/text/extract-image-text', { file: dataUrl(textImage(portuguese)) });
    expect(response.status).toBe(504);
    expect(rushed.meter.credits).toBe(5);
    await hasty.close();
  });

  describe('the sync pixel limit (docs/performance.md: a page of text past 16 MP misses the gateway)', () => {
    const syncLimit = textExtractImageText.limits.syncMaxPixels ?? 0;
    // 17.2 MP, mostly white (a small PNG), one line of text in its top-left corner.
    const large = async () =>
      sharp({ create: { width: 4200, height: 4100, channels: 3, background: '#ffffff' } })
        .composite([{ input: Buffer.from(textImage(['Pão, maçã e café às três horas.'])), left: 0, top: 0 }])
        .png()
        .toBuffer();

    it('is set for OCR, below the engine limit of 50 MP', () => {
      expect(syncLimit).toBe(16_000_000);
    });

    it('refuses a larger image in a call that answers in the request: 413 naming Prefer: respond-async, uncharged', async () => {
      const before = meter.credits;
      const response = await call('/api/text/extract-image-text', { file: dataUrl(await large()) });
      expect(response.status).toBe(413);
      const problem = response.json();
      expect(problem).toMatchObject({ code: 'payload_too_large', syncMaxPixels: syncLimit, maxPixels: 50_000_000 });
      expect(String(problem.detail)).toContain('4200 × 4100');
      expect(String(problem.detail)).toContain('Prefer: respond-async');
      expect(meter.credits).toBe(before);
    });

    it('reads the same image as a job', async () => {
      const read = createExtractImageText(() => engine);
      const ctx = {
        ...testContext(textExtractImageText),
        operation: textExtractImageText,
        principal: { kind: 'api-key' as const, accountId: 'acct_ocr', keyId: 'key_ocr', plan: 0 },
        runsAs: 'job' as const,
      };
      const file = {
        kind: 'upload' as const,
        bytes: new Uint8Array(await large()),
        contentType: 'image/png',
        filename: 'grande.png',
      };
      const result = await read({ file, language: 'por' }, ctx);
      expect(result.kind).toBe('json');
      const body = result.kind === 'json' ? (result.body as { text: string; width: number }) : undefined;
      expect(body?.width).toBe(4200);
      expect(editDistance(normalise(body?.text ?? ''), 'Pão, maçã e café às três horas.')).toBeLessThanOrEqual(2);
    });

    it('lets a request through at the limit and a job past it, and an operation without a limit', () => {
      const request = { operation: textExtractImageText, runsAs: 'request' as const };
      expect(() => requireSyncPixels({ width: 4000, height: 4000 }, 'file', request)).not.toThrow();
      expect(() => requireSyncPixels({ width: 4000, height: 4001 }, 'file', request)).toThrow(/16 megapixels/);
      expect(() =>
        requireSyncPixels({ width: 7000, height: 7000 }, 'file', { ...request, runsAs: 'job' }),
      ).not.toThrow();
      const unlimited = { ...textExtractImageText, limits: { maxBodyBytes: 1 } };
      expect(() =>
        requireSyncPixels({ width: 7000, height: 7000 }, 'file', { operation: unlimited, runsAs: 'request' }),
      ).not.toThrow();
    });
  });
});
