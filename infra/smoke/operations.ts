import { extractTextOutput } from '../../shared/operations/outputs/pdf.js';
import { imageTextOutput } from '../../shared/operations/outputs/text.js';
import { whatsappOutput } from '../../shared/operations/outputs/verify.js';
import { dataUrl, onePagePdf, printedWords, solidPng } from './fixtures.js';
import { ensure } from './http.js';
import { mp4Seconds, pdfPageCount, pngSize, qrContent, wavSeconds } from './media.js';

/**
 * One call per paid family, each on an embedded engine (no provider), with a tiny input made in code and a check
 * of what a customer would look at in the result. Paths, prices and modes come from the operation table; only the
 * inputs and the checks of their results live here.
 */

/** A call's result: the file it answered (directly or as a job's stored file), or its JSON. */
export type CallResult =
  | { readonly kind: 'file'; readonly bytes: Uint8Array; readonly contentType: string }
  | { readonly kind: 'json'; readonly body: unknown };

export interface Probe {
  readonly operationId: string;
  /** The request body; `word` is this run's nonce, so a result cannot come from a cache or a fixture. */
  readonly body: (word: string) => Promise<Record<string, unknown>>;
  /** Checks the result; answers what it saw, for the report. */
  readonly verify: (result: CallResult, word: string) => Promise<string>;
}

/** One row of the report: its family is the table's family of its operations. */
export interface FamilyCall {
  /** Tried in order: the first whose service is available here is called (the rest need a provider or an engine). */
  readonly candidates: readonly Probe[];
  /** Run as a job with `Prefer: respond-async` (the one job check; async-only operations are jobs anyway). */
  readonly preferAsync?: boolean;
}

const fileOf = (result: CallResult, contentType: string): Uint8Array => {
  ensure(result.kind === 'file', 'answered JSON where a file was expected');
  ensure(result.contentType.startsWith(contentType), `Content-Type ${result.contentType}, expected ${contentType}`);
  return result.bytes;
};

const jsonOf = (result: CallResult): unknown => {
  ensure(result.kind === 'json', 'answered a file where JSON was expected');
  return result.body;
};

const extractText: Probe = {
  operationId: 'pdf.extract-text',
  body: async (word) => ({ file: dataUrl(await onePagePdf(`Alquimia smoke ${word}`), 'application/pdf') }),
  verify: async (result, word) => {
    const { pageCount, text } = extractTextOutput.parse(jsonOf(result));
    ensure(pageCount === 1, `pageCount ${pageCount}, expected 1`);
    ensure(text.includes(word), `text ${JSON.stringify(text.slice(0, 60))} lacks ${word}`);
    return `1 page, text has ${word}`;
  },
};

const htmlToPdf: Probe = {
  operationId: 'pdf.html-to-pdf',
  body: async (word) => ({ html: `<h1>Alquimia smoke ${word}</h1><p>Chromium rendered this.</p>`, filename: 'smoke' }),
  verify: async (result) => {
    const pages = await pdfPageCount(fileOf(result, 'application/pdf'));
    ensure(pages === 1, `${pages} pages, expected 1`);
    return 'Chromium rendered a 1-page PDF';
  },
};

const qrCode: Probe = {
  operationId: 'image.qr-code',
  body: async (word) => ({ data: `alquimia-smoke-${word}`, width: 240 }),
  verify: async (result, word) => {
    const png = fileOf(result, 'image/png');
    const { width, height } = await pngSize(png);
    ensure(width === 240 && height === 240, `${width}×${height}, expected 240×240`);
    const scanned = await qrContent(png);
    ensure(scanned === `alquimia-smoke-${word}`, `scans as ${JSON.stringify(scanned)}`);
    return '240×240 PNG that scans back';
  },
};

const ocr: Probe = {
  operationId: 'text.extract-image-text',
  body: async (word) => ({ file: dataUrl(await printedWords(`SMOKE ${word}`), 'image/png'), language: 'eng' }),
  verify: async (result, word) => {
    const { text, confidence } = imageTextOutput.parse(jsonOf(result));
    ensure(text.includes(word), `read ${JSON.stringify(text.trim())}, expected ${word}`);
    return `read "${text.trim()}" (confidence ${Math.round(confidence)})`;
  },
};

const speech: Probe = {
  operationId: 'audio.text-to-speech',
  body: async () => ({ text: 'Alquimia smoke test.', voice: 'emma', audioFormat: 'WAV' }),
  verify: async (result) => {
    const seconds = wavSeconds(fileOf(result, 'audio/wav'));
    ensure(seconds > 0.3 && seconds < 10, `${seconds.toFixed(2)} s of audio for three words`);
    return `${seconds.toFixed(1)} s WAV`;
  },
};

/** Two 0.5 s frames at 10 fps on a small frame: the cheapest render that still runs ffmpeg end to end. */
const slideshow: Probe = {
  operationId: 'video.render-video-from-images',
  body: async () => ({
    images: [
      { url: dataUrl(await solidPng(64, 48, '#e01010'), 'image/png'), duration: 0.5 },
      { url: dataUrl(await solidPng(64, 48, '#1010e0'), 'image/png'), duration: 0.5 },
    ],
    transition: 'none',
    width: 160,
    height: 128,
    fps: 10,
  }),
  verify: async (result) => {
    const seconds = mp4Seconds(fileOf(result, 'video/mp4'));
    ensure(Math.abs(seconds - 1) <= 0.15, `${seconds.toFixed(2)} s of video, expected 1`);
    return `${seconds.toFixed(1)} s MP4`;
  },
};

const whatsapp: Probe = {
  operationId: 'verify.whatsapp',
  body: async () => ({ phone: '+55 11 98765-4321' }),
  verify: async (result) => {
    const answer = whatsappOutput.parse(jsonOf(result));
    ensure(answer.valid && answer.e164 === '+5511987654321', `valid ${answer.valid}, e164 ${answer.e164}`);
    ensure(answer.type === 'mobile' && answer.whatsapp.eligible, `type ${answer.type}, not WhatsApp-eligible`);
    return 'valid BR mobile, E.164 +5511987654321';
  },
};

export const familyCalls: readonly FamilyCall[] = [
  { candidates: [extractText] },
  { candidates: [htmlToPdf] },
  { candidates: [qrCode] },
  { candidates: [ocr], preferAsync: true },
  { candidates: [speech] },
  { candidates: [slideshow] },
  { candidates: [whatsapp] },
];
