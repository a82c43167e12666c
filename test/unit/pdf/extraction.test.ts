import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../functions/pdf/engine/text.js';
import { upload } from '../../fixtures/pdf/build.js';
import { buildTextCorpus } from '../../fixtures/pdf/text-corpus.js';
import { expectProblem } from './support.js';

/**
 * Extraction measured against poppler's `pdftotext` on text layers other producers write. Where pdftotext reads
 * text we must read the same (whitespace and bidi marks aside); where the expected text is known, both must
 * give it (pdftotext reads no Shift-JIS without poppler-data, so there the expected text decides).
 */

const normalise = (text: string) =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'alq-pdftotext-'));
  try {
    const path = join(dir, 'f.pdf');
    writeFileSync(path, bytes);
    return normalise(execFileSync('pdftotext', ['-q', path, '-'], { stdio: 'pipe' }).toString());
  } catch {
    return '';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const corpus = await buildTextCorpus();
const readable = corpus.filter((f) => f.expected !== undefined);

describe('text extraction against pdftotext', { timeout: 30_000 }, () => {
  it.each(readable.map((f) => [f.name, f] as const))('%s', async (_name, fixture) => {
    const { pages } = await extractPdfText(upload(fixture.bytes), { field: 'file' });
    const ours = normalise(pages.join(' '));
    expect(ours).toBe(fixture.expected);
    const poppler = pdftotext(fixture.bytes);
    if (poppler !== '') expect(ours).toBe(poppler);
  });

  it('names a security handler other than Standard in a 422 instead of answering empty text', async () => {
    const fixture = corpus.find((f) => f.name === 'custom security handler');
    if (!fixture) throw new Error('fixture missing');
    const error = await expectProblem(
      extractPdfText(upload(fixture.bytes), { field: 'file' }),
      'unprocessable_input',
      422,
    );
    expect(error.message).toContain('FileOpen.SecurityHandler');
  });
});
