import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import puppeteer from 'puppeteer-core';
import { createFileResolver } from '../functions/core/files/resolve.js';
import type { ResultStore } from '../functions/core/files/types.js';
import { createFamilyHandler } from '../functions/core/handler.js';
import { loadFontBytes } from '../functions/pdf/engine/fonts.js';
import { createChromiumRenderer, locateChromium } from '../functions/pdf/engine/renderer.js';
import { extractPdfText } from '../functions/pdf/engine/text.js';
import { createPdfImplementations } from '../functions/pdf/implementations.js';
import { createHtmlToPdf } from '../functions/pdf/operations/html-to-pdf.js';
import { merge } from '../functions/pdf/operations/merge.js';
import { split } from '../functions/pdf/operations/split.js';
import { createWatermark } from '../functions/pdf/operations/watermark.js';
import { operationPrice } from '../shared/operations/index.js';
import { pdfExtractText, pdfHtmlToPdf, pdfMerge, pdfSplit, pdfWatermark } from '../shared/operations/pdf.js';
import type { Operation } from '../shared/operations/types.js';
import type { UploadedFile } from '../shared/schemas/fields.js';
import { labels, makePdf } from '../test/fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../test/unit/files/context.js';
import { benchContext, benchEvent } from './support/lambda.js';
import { alternate, median } from './support/timing.js';

/**
 * PDF engines alone vs the same work through the pdf family's Lambda handler (parse → validate → resolve files
 * → run → respond, unmetered: metering has its own bench), beside qpdf / pdftotext when installed, all measured
 * in this run on this machine. Medians of a few runs; HTML→PDF is the warm p50 of a reused browser.
 */

/** Engine and pipeline alternately (see support/timing.ts). */
const pair = async (runs: number, engine: () => Promise<unknown>, pipeline: () => Promise<unknown>) => {
  const { anchor, subject } = await alternate(runs, engine, pipeline);
  return { engine: anchor, pipeline: subject };
};

function timeCli(runs: number, command: string, args: readonly string[]): number | undefined {
  if (spawnSync(command, ['--version']).status !== 0 && spawnSync(command, ['-v']).status !== 0) return undefined;
  const samples: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const t = performance.now();
    const run = spawnSync(command, args);
    if (run.status !== 0 && run.status !== 3) return undefined;
    if (i > 0) samples.push(performance.now() - t);
  }
  return median(samples);
}

const logger = new Logger({ serviceName: 'bench', logLevel: 'SILENT' });

const upload = (bytes: Uint8Array<ArrayBuffer>, filename = 'in.pdf'): UploadedFile => ({
  kind: 'upload',
  filename,
  contentType: 'application/pdf',
  bytes,
});
const dataUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;

function multipart(files: readonly Uint8Array[]): { body: Buffer; contentType: string } {
  const boundary = '----alquimia-bench';
  const chunks: Buffer[] = [];
  files.forEach((bytes, i) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(bytes), Buffer.from('\r\n'));
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A bare warm `page.pdf()`: one browser, one page opened once and reused; p50 of `runs` renders. */
async function barePagePdf(executablePath: string, html: string, runs: number): Promise<number> {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    pipe: true,
  });
  try {
    const page = await browser.newPage();
    const once = async () => {
      await page.setContent(html, { waitUntil: 'load' });
      await page.pdf({ format: 'A4', printBackground: true });
    };
    await once();
    await once();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await once();
      samples.push(performance.now() - t);
    }
    return median(samples);
  } finally {
    await browser.close();
  }
}

export default async function benchPdf(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'alq-pdf-bench-'));
  const chromiumPath = spawnSync('/usr/bin/chromium', ['--version']).status === 0 ? '/usr/bin/chromium' : undefined;
  const renderer = createChromiumRenderer({ locate: locateChromium(chromiumPath) });
  const fontBytes = () => loadFontBytes();
  const impls = createPdfImplementations({ fontBytes, renderer });
  const watermark = createWatermark({ fontBytes });
  const htmlToPdf = createHtmlToPdf({ renderer });
  const stored: ResultStore = async (result, now) => ({
    url: 'memory://result',
    expiresAt: now.toISOString(),
    size: result.bytes.length,
    contentType: result.contentType,
  });
  const handler = createFamilyHandler('pdf', impls, () => ({
    logger,
    now: () => new Date(),
    price: operationPrice,
    // Results over the inline limit are "stored" in memory: S3 latency is not what this bench measures.
    // Inputs travel in the body (multipart, data URLs): S3 is never called.
    resolveFile: createFileResolver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'unused' }),
    storeResult: stored,
  }));
  const viaHandler = async (operation: Operation, body: Buffer, contentType: string) => {
    const response = await handler(benchEvent(operation.path, body, contentType), benchContext());
    if (response.statusCode !== 200)
      throw new Error(`${operation.id} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  };
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  try {
    const parts = await Promise.all(Array.from({ length: 50 }, (_, f) => makePdf(labels(`F${f}-`, 20), { lines: 40 })));
    const paths = parts.map((bytes, i) => {
      const path = join(dir, `f${i}.pdf`);
      writeFileSync(path, bytes);
      return path;
    });
    const mergedOut = join(dir, 'merged.pdf');
    spawnSync('qpdf', ['--empty', '--pages', ...paths, '--', mergedOut]);
    const thousandResult = await merge({ files: parts.map((b) => upload(b)) }, contextFor(pdfMerge));
    const thousand = thousandResult.kind === 'file' ? new Uint8Array(thousandResult.bytes) : new Uint8Array();
    const thousandPath = join(dir, 'thousand.pdf');
    writeFileSync(thousandPath, thousand);
    const hundred = await makePdf(labels('T', 100), { lines: 40 });
    const hundredPath = join(dir, 'hundred.pdf');
    writeFileSync(hundredPath, hundred);
    const stampPath = join(dir, 'stamp.pdf');
    writeFileSync(stampPath, await makePdf(['CONFIDENCIAL']));

    const rows: { name: string; engine: number; pipeline: number; anchorName: string; anchor: number | undefined }[] =
      [];

    const mergeForm = multipart(parts);
    rows.push({
      name: 'merge 50 × 20 pages',
      ...(await pair(
        3,
        () => merge({ files: parts.map((b) => upload(b)) }, contextFor(pdfMerge)),
        () => viaHandler(pdfMerge, mergeForm.body, mergeForm.contentType),
      )),
      anchorName: 'qpdf --pages',
      anchor: timeCli(3, 'qpdf', ['--empty', '--pages', ...paths, '--', mergedOut]),
    });

    const splitBody = json({ file: dataUrl(thousand) });
    rows.push({
      name: 'split 1000 pages (one PDF per page, ZIP)',
      ...(await pair(
        3,
        () => split(resolvedInput(pdfSplit, { file: upload(thousand) }), contextFor(pdfSplit)),
        () => viaHandler(pdfSplit, splitBody, 'application/json'),
      )),
      anchorName: 'qpdf --split-pages',
      anchor: timeCli(3, 'qpdf', ['--split-pages', thousandPath, join(dir, 'page-%d.pdf')]),
    });

    const watermarkInput = { file: upload(thousand), text: 'CONFIDENCIAL' };
    const watermarkBody = json({ file: dataUrl(thousand), text: 'CONFIDENCIAL' });
    rows.push({
      name: 'watermark 1000 pages',
      ...(await pair(
        3,
        () => watermark(resolvedInput(pdfWatermark, watermarkInput), contextFor(pdfWatermark)),
        () => viaHandler(pdfWatermark, watermarkBody, 'application/json'),
      )),
      anchorName: 'qpdf --overlay',
      anchor: timeCli(3, 'qpdf', [thousandPath, '--overlay', stampPath, '--repeat=1', '--', join(dir, 'stamped.pdf')]),
    });

    const extractBody = json({ file: dataUrl(hundred) });
    rows.push({
      name: 'extract text, 100 pages',
      ...(await pair(
        5,
        () => extractPdfText(upload(hundred), { field: 'file' }),
        () => viaHandler(pdfExtractText, extractBody, 'application/json'),
      )),
      anchorName: 'pdftotext',
      anchor: timeCli(5, 'pdftotext', [hundredPath, join(dir, 'hundred.txt')]),
    });

    const html = `<h1>Fatura 42</h1><table>${Array.from({ length: 20 }, (_, i) => `<tr><td>Item ${i + 1}</td><td>R$ ${i},00</td></tr>`).join('')}</table>`;
    const htmlInput = resolvedInput(pdfHtmlToPdf, { html, filename: 'fatura.pdf' });
    const htmlBody = json({ html, filename: 'fatura.pdf' });
    let htmlRow: (typeof rows)[number] | undefined;
    let bare: number | undefined;
    try {
      htmlRow = {
        name: 'HTML → PDF, 1-page invoice (warm p50)',
        ...(await pair(
          15,
          () => htmlToPdf(htmlInput, contextFor(pdfHtmlToPdf)),
          () => viaHandler(pdfHtmlToPdf, htmlBody, 'application/json'),
        )),
        anchorName: 'bare page.pdf()',
        anchor: undefined,
      };
      // The floor: one page opened once, reused, no isolation or lock-down: setContent + pdf only.
      bare = chromiumPath ? await barePagePdf(chromiumPath, html, 15) : undefined;
      htmlRow = { ...htmlRow, anchor: bare };
      rows.push(htmlRow);
    } catch (error) {
      process.stdout.write(`HTML → PDF skipped: ${error instanceof Error ? error.message : String(error)}\n`);
    }

    const ms = (v: number | undefined) => (v === undefined ? '—' : `${v.toFixed(0)} ms`);
    process.stdout.write(
      `\n${'operation'.padEnd(42)}${'engine'.padStart(10)}${'pipeline'.padStart(10)}${'pipe/eng'.padStart(10)}  ${'anchor'.padEnd(20)}${'anchor'.padStart(10)}${'eng/anchor'.padStart(12)}\n`,
    );
    for (const r of rows) {
      const ratio = r.anchor ? `${(r.engine / r.anchor).toFixed(2)}×` : '—';
      process.stdout.write(
        `${r.name.padEnd(42)}${ms(r.engine).padStart(10)}${ms(r.pipeline).padStart(10)}${`${(r.pipeline / r.engine).toFixed(2)}×`.padStart(10)}  ${r.anchorName.padEnd(20)}${ms(r.anchor).padStart(10)}${ratio.padStart(12)}\n`,
      );
    }
    if (htmlRow && bare) {
      process.stdout.write(
        `HTML → PDF vs bare warm page.pdf(): engine ${(htmlRow.engine / bare).toFixed(2)}×, through the handler ${(htmlRow.pipeline / bare).toFixed(2)}× (target ≤ 1.5×)\n`,
      );
    }
    if (rows.some((r) => r.anchor === undefined && r.anchorName !== '(none)')) {
      process.stdout.write('Anchors marked — are not installed here (apt-get install qpdf poppler-utils).\n');
    }
  } finally {
    await renderer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
