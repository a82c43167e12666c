import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../functions/pdf/engine/text.js';
import { extractTextOperation } from '../../../functions/pdf/operations/extract-text.js';
import { protect } from '../../../functions/pdf/operations/protect.js';
import { unprotect } from '../../../functions/pdf/operations/unprotect.js';
import { pdfExtractText, pdfProtect, pdfUnprotect } from '../../../shared/operations/pdf.js';
import { labels, makePdf, pageTexts, upload } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { bodyOf, expectProblem, fileOf } from './support.js';

const hasQpdf = spawnSync('qpdf', ['--version']).status === 0;

/** qpdf as an independent oracle when installed (CI installs it); the pdf.js checks above always run. */
function qpdf(bytes: Uint8Array, args: string[]): { status: number | null; stdout: string } {
  const dir = mkdtempSync(join(tmpdir(), 'alq-qpdf-'));
  try {
    const path = join(dir, 'in.pdf');
    writeFileSync(path, bytes);
    const run = spawnSync('qpdf', [...args, path], { encoding: 'utf8' });
    return { status: run.status, stdout: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('pdf.protect / pdf.unprotect', { timeout: 30_000 }, () => {
  it('encrypts so the file opens only with the user or owner password', async () => {
    const input = resolvedInput(pdfProtect, {
      file: upload(await makePdf(labels('S', 2))),
      userPassword: 'abre-te',
      ownerPassword: 'dono',
    });
    const result = fileOf(await protect(input, contextFor(pdfProtect)));

    const noPassword = upload(new Uint8Array(result.bytes));
    await expectProblem(extractPdfText(noPassword, { field: 'file' }), 'input_encrypted', 422);
    await expectProblem(extractPdfText(noPassword, { field: 'file', password: 'errada' }), 'input_encrypted', 422);
    expect(await pageTexts(result.bytes, 'abre-te')).toEqual(['S1', 'S2']);
    expect(await pageTexts(result.bytes, 'dono')).toEqual(['S1', 'S2']);
    // pdf.js derives AES-256 (R6) keys in plain JavaScript: each password check takes about a second.
  });

  it('is AES-256 according to qpdf (when installed), which refuses it without a password', async () => {
    if (!hasQpdf) {
      console.warn('qpdf is not installed (apt-get install qpdf): the qpdf assertions of this test did not run.');
      return;
    }
    const input = resolvedInput(pdfProtect, {
      file: upload(await makePdf(['q'])),
      userPassword: 'pw',
      permissions: { copying: false },
    });
    const result = fileOf(await protect(input, contextFor(pdfProtect)));
    expect(qpdf(result.bytes, ['--check']).status).not.toBe(0);
    const shown = qpdf(result.bytes, ['--password=pw', '--show-encryption']);
    expect(shown.stdout).toMatch(/AESv3|AES-256|R = 6/);
    expect(shown.stdout).toMatch(/extract for any purpose: not allowed/);
    expect(qpdf(result.bytes, ['--password=pw', '--check']).status).toBe(0);
  });

  it('unprotect answers an unencrypted copy with the same text; a wrong password is input_encrypted', async () => {
    const locked = await makePdf(labels('U', 3), { userPassword: 'pw', ownerPassword: 'owner' });
    const wrong = resolvedInput(pdfUnprotect, { file: upload(locked), password: 'nope' });
    await expectProblem(unprotect(wrong, contextFor(pdfUnprotect)), 'input_encrypted', 422);

    const input = resolvedInput(pdfUnprotect, { file: upload(locked, 'cofre.pdf'), password: 'pw' });
    const result = fileOf(await unprotect(input, contextFor(pdfUnprotect)));
    expect(result.filename).toBe('cofre-unlocked.pdf');
    expect(await pageTexts(result.bytes)).toEqual(['U1', 'U2', 'U3']);
    expect(Buffer.from(result.bytes).toString('latin1')).not.toContain('/Encrypt');
    if (hasQpdf) expect(qpdf(result.bytes, ['--check']).status).toBe(0);
  });

  it('protect requires a user password (400)', () => {
    expect(pdfProtect.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ' }).success).toBe(false);
    expect(pdfProtect.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', userPassword: '' }).success).toBe(false);
  });
});

describe('pdf.extract-text', { timeout: 30_000 }, () => {
  it('answers the text per page and in full, equal to what was written', async () => {
    const written = ['Primeira página: ação', 'Second page Ω', 'Третья страница ✓'];
    const input = resolvedInput(pdfExtractText, { file: upload(await makePdf(written, { unicode: true })) });
    const body = bodyOf(await extractTextOperation(input, contextFor(pdfExtractText)));
    expect(body).toEqual({
      pageCount: 3,
      text: written.join('\n\n'),
      pages: written.map((text, i) => ({ page: i + 1, text })),
    });
  });

  it('reads encrypted files with the password and refuses them without (422)', async () => {
    const locked = await makePdf(['fechado'], { userPassword: 'pw' });
    await expectProblem(
      extractTextOperation(resolvedInput(pdfExtractText, { file: upload(locked) }), contextFor(pdfExtractText)),
      'input_encrypted',
      422,
    );
    const body = bodyOf(
      await extractTextOperation(
        resolvedInput(pdfExtractText, { file: upload(locked), password: 'pw' }),
        contextFor(pdfExtractText),
      ),
    );
    expect(body).toMatchObject({ pageCount: 1, text: 'fechado' });
  });

  it('answers 413 over the page limit and 422 for a truncated file', async () => {
    const limited = { ...pdfExtractText, limits: { ...pdfExtractText.limits, maxPages: 2 } };
    const file = upload(await makePdf(labels('L', 3)));
    await expectProblem(
      extractTextOperation(resolvedInput(pdfExtractText, { file }), contextFor(limited)),
      'payload_too_large',
      413,
    );
    const cut = upload(new Uint8Array(file.bytes.slice(0, file.bytes.length - 200)));
    await expectProblem(
      extractTextOperation(resolvedInput(pdfExtractText, { file: cut }), contextFor(pdfExtractText)),
      'unprocessable_input',
      422,
    );
  });
});
