import { z } from 'zod';
import { bool, fileRef, hexColor, int, num } from '../schemas/fields.js';
import { defineOperation, lambdaBodyLimit } from './define.js';
import { extractTextOutput } from './outputs/pdf.js';
import type { Operation, OperationLimits } from './types.js';

/**
 * PDF operations. Every one costs 1 credit (docs/product.md#prices fixes merge, split, watermark, add-text and
 * html-to-pdf at 1; protect, unprotect and extract-text are priced alike). Files arrive as a multipart part, an
 * https URL, a base64 data URL or a `file_` id from `POST /api/files` (for anything over the 6 MB body limit).
 */

const mib = 1024 * 1024;

/** One PDF in. Pages bound the work of every page-wise operation (about 1 ms per page). */
export const pdfLimits = {
  maxBodyBytes: lambdaBodyLimit,
  maxFileBytes: 50 * mib,
  maxFiles: 1,
  maxPages: 2000,
} as const satisfies OperationLimits;

/** Merge takes up to 50 documents; the page limit applies to each input. */
export const mergeLimits = { ...pdfLimits, maxFiles: 50 } as const satisfies OperationLimits;

/** HTML is rendered by a headless browser: bounded in characters and by a render time limit. */
export const htmlLimits = { maxBodyBytes: lambdaBodyLimit, maxChars: 2_000_000 } as const satisfies OperationLimits;

/** Page ranges such as `1-3,5,8-` (1-based; `8-` runs to the last page). Bounds are checked against the document. */
export const pageRangesPattern = /^\s*\d+\s*(-\s*\d*\s*)?(,\s*\d+\s*(-\s*\d*\s*)?)*$/;
const pageRanges = () =>
  z.string().trim().max(2000).regex(pageRangesPattern, 'expected page ranges such as 1-3,5,8- (1-based)');

/** Every PDF answered is read back first (docs/pdf.md). */
const soundText =
  'A file that cannot be written back soundly, or one encrypted by a security handler other than the standard password one, answers 422 naming why, uncharged.';

const pdfFile = () =>
  fileRef('pdf').describe(
    'The PDF: a multipart part, an https URL, a base64 data URL or a file_ id from POST /api/files.',
  );

/** Opens an encrypted input; results are written unencrypted. */
const password = () => z.string().max(128).optional().describe('Password of an encrypted input.');

/** Multipart sends one value as a string and repeated values as an array; JSON sends an array. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item));

/** `{r, g, b}` (0-255, also as a JSON string), `"r,g,b"` or `#rrggbb`: the playground shows "RGB 0,0,0". */
const channel = () => int(0, 255);
export const rgbColor = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim();
      // A multipart client sends an object field as a JSON part (OpenAPI's default encoding for objects).
      if (s.startsWith('{')) {
        try {
          return JSON.parse(s);
        } catch {
          return v;
        }
      }
      const hex = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(s);
      if (hex)
        return {
          r: Number.parseInt(hex[1] ?? '0', 16),
          g: Number.parseInt(hex[2] ?? '0', 16),
          b: Number.parseInt(hex[3] ?? '0', 16),
        };
      const parts = s.replace(/^rgb\(|\)$/gi, '').split(',');
      if (parts.length === 3) {
        const [r, g, b] = parts.map((p) => p.trim());
        return { r, g, b };
      }
      return v;
    },
    z.object(
      {
        r: channel().describe('Red, 0 to 255.'),
        g: channel().describe('Green, 0 to 255.'),
        b: channel().describe('Blue, 0 to 255.'),
      },
      { error: 'expected {r, g, b}, "r,g,b" or #rrggbb' },
    ),
  );

/** C0 controls and DEL, except the newline that separates lines. */
const isControl = (c: string): boolean => {
  const code = c.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x0a) || code === 0x7f;
};

/** Visible text drawn with an embedded Unicode font; control characters other than newlines are refused. */
const drawableText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => ![...s].some(isControl), 'text must not contain control characters');

export const pdfMerge = defineOperation({
  id: 'pdf.merge',
  fileTypes: ['application/pdf'],
  method: 'POST',
  path: '/api/pdf/merge',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    // Bounds on the array itself (not refinements), so the OpenAPI document states them as minItems/maxItems.
    files: z
      .preprocess(
        (v) => (v === undefined || Array.isArray(v) ? v : [v]),
        z
          .array(pdfFile())
          .min(2, 'send at least 2 files to merge')
          .max(mergeLimits.maxFiles, `send at most ${mergeLimits.maxFiles} files`),
      )
      .describe('The PDFs, in the order their pages should appear (repeat the multipart part `files`).'),
    passwords: listOf(z.string().max(128))
      .optional()
      .describe('Passwords of encrypted inputs, by position (empty for files without one).'),
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'sync',
  limits: mergeLimits,
  service: {
    id: 'pdf-merge',
    name: 'Juntar PDFs',
    description: 'Combine vários arquivos PDF em um único documento.',
    category: 'pdf',
    icon: 'files',
    popular: true,
  },
  doc: {
    summary: 'Merge PDFs',
    description: `Joins 2 to 50 PDFs into one (at most 5,000 pages in all), pages in the order the files were sent. Answers \`merged.pdf\`. ${soundText}`,
    example: { files: ['https://example.com/a.pdf', 'https://example.com/b.pdf'] },
  },
});

export const pdfSplit = defineOperation({
  id: 'pdf.split',
  fileTypes: ['application/pdf', 'application/zip'],
  method: 'POST',
  path: '/api/pdf/split',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    file: pdfFile(),
    pages: pageRanges()
      .optional()
      .describe(
        'Ranges such as `1-3,5,8-`. One range answers a PDF; several answer a ZIP with one PDF per range. Omitted: one PDF per page.',
      ),
    password: password(),
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'sync',
  limits: pdfLimits,
  service: {
    id: 'pdf-split',
    name: 'Dividir PDF',
    description: 'Separe as páginas de um PDF em arquivos individuais.',
    category: 'pdf',
    icon: 'scissors',
  },
  doc: {
    summary: 'Split a PDF',
    description: `Extracts page ranges. One range answers a PDF; several ranges (or none: every page) answer a ZIP of PDFs. ${soundText}`,
    example: { file: 'https://example.com/report.pdf', pages: '1-3,5,8-' },
  },
});

export const pdfWatermark = defineOperation({
  id: 'pdf.watermark',
  fileTypes: ['application/pdf'],
  method: 'POST',
  path: '/api/pdf/watermark',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    file: pdfFile(),
    text: drawableText(200).describe('Watermark text (any language: drawn with an embedded Unicode font).'),
    opacity: num(0, 1).default(0.5).describe('0.0 transparent to 1.0 opaque.'),
    rotation: num(-360, 360).default(45).describe('Degrees, counter-clockwise.'),
    fontSize: num(1, 500).default(50).describe('Font size in points.'),
    color: hexColor().default('#000000').describe('Text colour as hex `#RRGGBB`.'),
    password: password(),
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'sync',
  limits: pdfLimits,
  service: {
    id: 'pdf-watermark',
    name: "Marca d'água em PDF",
    description: "Adicione uma marca d'água de texto com opacidade, rotação, tamanho e cor.",
    category: 'pdf',
    icon: 'stamp',
  },
  doc: {
    summary: 'Watermark a PDF',
    description: `Draws the text centred on every page, rotated, with opacity. ${soundText}`,
    example: {
      file: 'https://example.com/report.pdf',
      text: 'CONFIDENCIAL',
      opacity: 0.5,
      rotation: 45,
      fontSize: 50,
      color: '#000000',
    },
  },
});

export const textAlignments = ['left', 'center', 'right'] as const;

export const pdfAddText = defineOperation({
  id: 'pdf.add-text',
  fileTypes: ['application/pdf'],
  method: 'POST',
  path: '/api/pdf/add-text',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    file: pdfFile(),
    text: drawableText(5000).describe('The text; newlines start new lines.'),
    x: num(0, 20000).describe('Horizontal position in points from the left edge (72 points = 1 inch).'),
    y: num(0, 20000).describe('Vertical position of the first baseline in points from the bottom edge.'),
    alignment: z.enum(textAlignments).default('left').describe('How the text sits relative to x.'),
    fontSize: num(1, 500).default(12).describe('Font size in points.'),
    color: rgbColor().default({ r: 0, g: 0, b: 0 }).describe('RGB 0-255: {r, g, b}, "0,0,0" or #000000.'),
    pages: pageRanges().optional().describe('Pages to write on, such as `1` or `1-3,5`. Omitted: every page.'),
    password: password(),
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'sync',
  limits: pdfLimits,
  service: {
    id: 'pdf-add-text',
    name: 'Adicionar texto ao PDF',
    description: 'Escreva um texto em qualquer posição de uma página PDF.',
    category: 'pdf',
    icon: 'type',
  },
  doc: {
    summary: 'Add text to a PDF',
    description: `Writes text at a position (points from the bottom-left corner) on the chosen pages. ${soundText}`,
    example: {
      file: 'https://example.com/contract.pdf',
      text: 'Aprovado',
      x: 72,
      y: 72,
      fontSize: 12,
      color: { r: 0, g: 0, b: 0 },
      pages: '1',
    },
  },
});

const permissionsSchema = z.object({
  printing: z
    .enum(['highResolution', 'lowResolution', 'none'])
    .default('highResolution')
    .describe('Printing allowed: high resolution, low resolution or none.'),
  modifying: bool().default(true).describe('Whether the content may be changed.'),
  copying: bool().default(true).describe('Whether text and images may be copied.'),
  annotating: bool().default(true).describe('Whether comments and annotations may be added.'),
  fillingForms: bool().default(true).describe('Whether form fields may be filled in.'),
  contentAccessibility: bool().default(true).describe('Whether screen readers may extract the content.'),
  documentAssembly: bool().default(true).describe('Whether pages may be inserted, removed or rotated.'),
});
export type PdfPermissions = z.output<typeof permissionsSchema>;

export const pdfProtect = defineOperation({
  id: 'pdf.protect',
  fileTypes: ['application/pdf'],
  method: 'POST',
  path: '/api/pdf/protect',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    file: pdfFile(),
    userPassword: z.string().min(1).max(128).describe('Password needed to open the document.'),
    ownerPassword: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe('Password that lifts the permission limits. Omitted: a random one, so the limits cannot be lifted.'),
    // Multipart cannot nest, so a JSON string is accepted as well.
    permissions: z
      .preprocess((v) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      }, permissionsSchema)
      .optional()
      .describe('What a reader opening with the user password may do. Default: everything.'),
    password: password(),
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'sync',
  limits: pdfLimits,
  service: {
    id: 'pdf-protect',
    name: 'Proteger PDF',
    description: 'Proteja um PDF com senha usando criptografia AES-256.',
    category: 'pdf',
    icon: 'lock',
  },
  doc: {
    summary: 'Password-protect a PDF',
    description: `Encrypts with AES-256 (PDF 2.0 security handler, revision 6). ${soundText}`,
    example: { file: 'https://example.com/report.pdf', userPassword: 's3cret', permissions: { copying: false } },
  },
});

export const pdfUnprotect = defineOperation({
  id: 'pdf.unprotect',
  fileTypes: ['application/pdf'],
  method: 'POST',
  path: '/api/pdf/unprotect',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    file: pdfFile(),
    password: z
      .string()
      .max(128)
      .default('')
      .describe('The user or owner password; empty or omitted for a file that opens without one but restricts use.'),
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'sync',
  limits: pdfLimits,
  service: {
    id: 'pdf-unprotect',
    name: 'Desproteger PDF',
    description: 'Remova a senha de um PDF informando a senha atual.',
    category: 'pdf',
    icon: 'lock-open',
  },
  doc: {
    summary: 'Remove a PDF password',
    description: `Opens an encrypted PDF with its password and answers it unencrypted. A wrong password answers 422; a PDF that is not encrypted and carries no restrictions answers 422 (\`reason: not_encrypted\`), uncharged: there is nothing to remove. ${soundText}`,
    example: { file: 'https://example.com/locked.pdf', password: 's3cret' },
  },
});

export const pdfExtractText = defineOperation({
  id: 'pdf.extract-text',
  output: extractTextOutput,
  method: 'POST',
  path: '/api/pdf/extract-text',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({ file: pdfFile(), password: password() }),
  bodyTypes: ['multipart', 'json'],
  response: 'json',
  mode: 'sync',
  limits: pdfLimits,
  service: {
    id: 'pdf-extract-text',
    name: 'Extrair texto de PDF',
    description: 'Extraia o texto de cada página de um documento PDF.',
    category: 'pdf',
    icon: 'file-text',
  },
  doc: {
    summary: 'Extract text from a PDF',
    description: 'Answers `{pageCount, text, pages: [{page, text}]}` (text layer only; scanned pages need OCR).',
    example: { file: 'https://example.com/report.pdf' },
  },
});

export const pageFormats = ['A3', 'A4', 'A5', 'Letter', 'Legal', 'Tabloid'] as const;

/** CSS length for page margins: `10mm`, `0.5in`, `12px`, or a number of pixels. */
const margin = () =>
  z
    .union([
      z.number().min(0).max(2000),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?(px|in|cm|mm)?$/, 'expected a length such as 10mm, 0.5in or 12px'),
    ])
    .default(0);

export const pdfHtmlToPdf = defineOperation({
  id: 'pdf.html-to-pdf',
  fileTypes: ['application/pdf'],
  problems: ['unprocessable_input'],
  method: 'POST',
  path: '/api/pdf/html-to-pdf',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    // The character limit is enforced by the operation (413 naming it), not here.
    html: z
      .string()
      .min(1)
      .describe('The HTML document. Scripts do not run; only data: images, fonts and styles load.'),
    filename: z.string().trim().min(1).max(200).describe('Name of the answered file (.pdf is added when missing).'),
    options: z
      .object({
        format: z.enum(pageFormats).default('A4').describe('Paper size.'),
        landscape: bool().default(false).describe('Landscape orientation instead of portrait.'),
        marginTop: margin().describe('Top margin: a number in pixels or a CSS length such as `1cm`.'),
        marginRight: margin().describe('Right margin: a number in pixels or a CSS length such as `1cm`.'),
        marginBottom: margin().describe('Bottom margin: a number in pixels or a CSS length such as `1cm`.'),
        marginLeft: margin().describe('Left margin: a number in pixels or a CSS length such as `1cm`.'),
        printBackground: bool().default(true).describe('Print background colours and images.'),
      })
      .prefault({})
      .describe('Page format (A4 default), orientation, margins and background printing.'),
  }),
  bodyTypes: ['json'],
  response: 'file',
  mode: 'sync',
  limits: htmlLimits,
  service: {
    id: 'pdf-html-to-pdf',
    name: 'HTML para PDF',
    description: 'Converta HTML em um PDF pronto para impressão, com formato e margens.',
    category: 'pdf',
    icon: 'file-code',
    popular: true,
  },
  doc: {
    summary: 'Convert HTML to PDF',
    description:
      'Renders HTML in a headless browser with JavaScript off and every network request blocked (embed images as data: URLs).',
    example: {
      html: '<h1>Fatura</h1><p>Total: R$ 10,00</p>',
      filename: 'fatura.pdf',
      options: { format: 'A4', landscape: false },
    },
  },
});

export const pdfOperations: readonly Operation[] = [
  pdfMerge,
  pdfSplit,
  pdfWatermark,
  pdfAddText,
  pdfProtect,
  pdfUnprotect,
  pdfExtractText,
  pdfHtmlToPdf,
];
