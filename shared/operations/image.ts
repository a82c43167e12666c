import { z } from 'zod';
import { unreadableQrColours } from '../schemas/colour.js';
import { bool, fileRef, hexColor, int, num, text, url } from '../schemas/fields.js';
import { withRules } from '../schemas/rules.js';
import { imageFormat, intChoice, intStep, jobFields, limits, lowerEnum, upperEnum } from './common.js';
import { defineOperation } from './define.js';
import { imageHistoryOutput, saveImageOutput, textToImageOutput } from './outputs/image.js';
import type { Operation } from './types.js';

/**
 * Image operations. Prices from docs/product.md#prices: text-to-image 3 per image, upscale 2, chart 1. Where the
 * product is silent: QR code 1, watermark 1 (cheap local work), remove-background 2 (a paid provider call, priced like
 * upscale).
 */

export const imageQrCode = defineOperation({
  id: 'image.qr-code',
  fileTypes: ['image/png', 'image/svg+xml'],
  problems: ['unprocessable_input'],
  method: 'POST',
  path: '/api/image/qr-code',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 1 },
  input: z
    .object({
      // QR version 40 holds at most 2,953 bytes at level L; a logo needs level H, so keep well below.
      data: text(2000).describe('Text or URL to encode.'),
      color: hexColor()
        .default('#000000')
        .describe('Module colour: darker than backgroundColor, with a contrast of at least 3:1 (WCAG).'),
      backgroundColor: hexColor().default('#ffffff').describe('Background colour.'),
      width: int(64, 2000).default(200).describe('Image width and height in pixels.'),
      logo: fileRef('image').optional().describe('Optional logo drawn in the centre (at most a quarter of the width).'),
      format: lowerEnum(['png', 'svg']).optional().describe('png (the default) or svg.'),
    })
    .superRefine((v, ctx) => {
      const unreadable = unreadableQrColours(v.color, v.backgroundColor);
      if (unreadable) ctx.addIssue({ code: 'custom', path: ['color'], message: unreadable });
    }),
  bodyTypes: ['json', 'multipart'],
  response: 'file',
  mode: 'sync',
  limits: { ...limits.image, maxFiles: 1 },
  service: {
    id: 'image-qr-code',
    name: 'Gerador de QR Code',
    description: 'Gere QR Codes personalizados com cores e logotipo.',
    category: 'image',
    icon: 'qr-code',
  },
  doc: {
    summary: 'Generate a QR code',
    description:
      'A QR code, PNG by default or SVG (`format`), `width` × `width` pixels with a 4-module quiet zone. Error ' +
      'correction M, or H when a logo is added. Modules are whole pixels (the spare pixels widen the quiet zone). A ' +
      'logo is centred on whole modules, at most a quarter of the width, sized so that error correction can spare ' +
      'what it hides, and never over the patterns a scanner finds the code by; the code version may be raised to ' +
      'give it room, and data with a logo is limited to 958 bytes. Colours must be dark modules on a light ' +
      'background with a contrast of at least 3:1 (400). Data that does not fit a QR code (2,331 bytes at M), or a ' +
      'width too small for the code or its logo, is refused with 422.',
    example: { data: 'https://alquimia.dev', color: '#000000', backgroundColor: '#ffffff', width: 200 },
  },
});

export const watermarkPositions = ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

export const imageWatermark = defineOperation({
  id: 'image.watermark',
  fileTypes: ['image/png', 'image/jpeg', 'image/webp'],
  method: 'POST',
  path: '/api/image/watermark',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 1 },
  input: withRules(
    z.object({
      file: fileRef('image').optional().describe('The image (multipart part, URL, data URL or file id).'),
      imageUrl: fileRef('image').optional().describe('The image by URL, when no file is sent.'),
      watermarkType: z.enum(['text', 'image']).describe('Text watermark or image (logo) watermark.'),
      watermarkContent: z.string().trim().min(1).max(200).optional().describe('The watermark text (type text).'),
      logoUrl: fileRef('image').optional().describe('The watermark image (type image).'),
      position: z.enum(watermarkPositions).default('center').describe('Where the watermark is placed.'),
      opacity: num(0, 1).default(0.5).describe('0.0 transparent to 1.0 opaque.'),
      // The product names `tile` as the repeat pattern; a single mark is the default so `position` means something.
      repeatPattern: z.enum(['none', 'tile']).default('none').describe('`tile` repeats the mark over the image.'),
      outputFormat: imageFormat().optional().describe('PNG, JPG or WEBP; by default the input format.'),
    }),
    [
      { kind: 'exactly-one', fields: ['file', 'imageUrl'] },
      { kind: 'required-when', field: 'watermarkContent', when: { field: 'watermarkType', equals: 'text' } },
      { kind: 'required-when', field: 'logoUrl', when: { field: 'watermarkType', equals: 'image' } },
    ],
  ),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'sync',
  limits: limits.image,
  service: {
    id: 'image-watermark',
    name: "Marca d'água em imagem",
    description: "Aplique uma marca d'água de texto ou logotipo em imagens.",
    category: 'image',
    icon: 'stamp',
  },
  doc: {
    summary: 'Watermark an image',
    description:
      'Adds a text or logo watermark at a position or tiled, with opacity, after applying EXIF orientation. Answers ' +
      'the image in its own format (JPG, PNG, WEBP; others become PNG) unless `outputFormat` is given. Text is ' +
      'drawn with DejaVu Sans (Latin with accents, Greek, Cyrillic, Hebrew, Arabic, symbols), Droid Sans ' +
      'Fallback (CJK ideographs, kana, Hangul) and Symbola (emoji and other symbols); characters none has, such as ' +
      'Ethiopic, are refused with 422 naming them. Markup in ' +
      'the text is drawn literally. Still images only (animated ' +
      'GIF/WEBP and SVG are refused), at most 50 megapixels, checked before decoding; CMYK and 16-bit inputs are ' +
      'converted to 8-bit sRGB.',
    example: {
      file: 'https://example.com/photo.jpg',
      watermarkType: 'text',
      watermarkContent: '© Alquimia',
      position: 'bottom-right',
      opacity: 0.5,
    },
  },
});

/** Chart.js 4's core chart types; a mixed chart is one of them with datasets that set their own `type`. */
export const chartTypes = ['bar', 'line', 'pie', 'doughnut', 'radar', 'polarArea', 'scatter', 'bubble'] as const;

/**
 * The scale types that draw without a date adapter. Chart.js's `time` and `timeseries` scales need one, and none
 * is bundled: dates go on a category axis as labels.
 */
export const chartScaleTypes = ['category', 'linear', 'logarithmic', 'radialLinear'] as const;

/** Chart.js configuration as plain JSON: no functions can travel in JSON, and the engine never evaluates strings. */
const jsonObject = () => z.record(z.string(), z.unknown());

/** Chart.js options: any JSON, with each scale (by its id) of a type the engine can draw. */
const chartOptions = () =>
  z.looseObject({
    scales: z
      .record(
        z.string(),
        z.looseObject({
          type: z
            .enum(chartScaleTypes, {
              error: () =>
                `a scale type this engine draws: ${chartScaleTypes.join(', ')} (time scales need a date adapter, ` +
                'which is not bundled: send dates as category labels)',
            })
            .optional(),
        }),
      )
      .optional()
      .describe('Axes settings (Chart.js `scales`), e.g. `{y: {beginAtZero: true}}`.'),
  });

export const imageChart = defineOperation({
  id: 'image.chart',
  fileTypes: ['image/png'],
  problems: ['unprocessable_input'],
  method: 'POST',
  path: '/api/image/chart',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    type: z.enum(chartTypes).describe('Chart type: bar, line, pie, doughnut, radar, polarArea, scatter or bubble.'),
    data: z
      .looseObject({
        labels: z
          .array(z.union([z.string(), z.number()]))
          .max(1000)
          .optional()
          .describe('Labels of the horizontal axis (or of the slices).'),
        datasets: z
          .array(
            z.looseObject({
              // A dataset's own type makes a mixed chart (e.g. a line over bars).
              type: z
                .enum(chartTypes)
                .optional()
                .describe('Chart type of this series alone, to mix bars and lines in one chart.'),
              label: z.string().max(200).optional().describe('Name of the series, shown in the legend.'),
              data: z.array(z.unknown()).max(10000).describe("The series' values, one per label."),
            }),
          )
          .min(1)
          .max(50)
          .describe('The data series: one object per series.'),
      })
      .describe('Chart.js data: labels and datasets.'),
    options: chartOptions().optional().describe('Chart.js options (JSON only).'),
    plugins: jsonObject()
      .optional()
      .describe('Options for the built-in plugins (legend, title, tooltip), merged into options.plugins.'),
    width: int(100, 2000).default(800).describe('Image width in pixels.'),
    height: int(100, 2000).default(500).describe('Image height in pixels.'),
  }),
  bodyTypes: ['json'],
  response: 'file',
  mode: 'sync',
  limits: { maxBodyBytes: 512 * 1024 },
  service: {
    id: 'image-chart',
    name: 'Gerador de gráficos',
    description: 'Transforme dados em gráficos de linha, barras, pizza, rosca ou radar.',
    category: 'image',
    icon: 'chart-column',
  },
  doc: {
    summary: 'Render a chart',
    description:
      'Renders a Chart.js 4 chart (bar, line, pie, doughnut, radar, polarArea, scatter, bubble; mixed charts by ' +
      "a dataset's own `type`) to a PNG of exactly `width` × `height` on a " +
      'white background, with bundled fonts (DejaVu Sans, Droid Sans Fallback for CJK, kana and Hangul, Symbola for ' +
      'emoji); a text with a character none of them has is refused with 422 naming it. The configuration ' +
      'is JSON only: strings that look like code, prototype keys and options for anything but the built-in ' +
      'plugins (legend, title, subtitle, tooltip, filler, decimation, colors) are refused with 400, and so is any ' +
      'option the engine cannot honour, naming its path: options Chart.js takes only as functions (`callback`, ' +
      '`callbacks`, `filter`, `sort`, `on…`, `before…`/`after…` hooks) and scale types other than category, linear, ' +
      'logarithmic and radialLinear (time scales need a date adapter, which is not bundled); at most ' +
      '20,000 data points in all; a render longer than 5 s is stopped (422). Each point must be one Chart.js can ' +
      'plot for the chart type (numbers, numeric strings or null; bar also [low, high] and {x, y}; line {x, y}; ' +
      'scatter {x, y}; bubble {x, y, r}; object points read through `parsing` keys), at ' +
      'most 1e100 in magnitude, otherwise 400 naming it. Datasets without `label` are named "Dataset N"; `plugins` ' +
      'is deep-merged into `options.plugins`. Animation and responsiveness are off.',
    example: {
      type: 'bar',
      data: { labels: ['Jan', 'Fev', 'Mar'], datasets: [{ label: 'Vendas', data: [12, 19, 7] }] },
      width: 800,
      height: 500,
    },
  },
});

/**
 * Credits per image when Amazon Bedrock Nova Canvas serves the call. Nova bills US$0.06 per standard-quality image
 * up to 2048x2048 (US$0.04 up to 1024x1024); a credit earns at least US$0.003012 (Empresarial, R$ 497 for 30,000
 * credits at R$ 5.50 per US$). 67 credits earn US$0.2018, so the provider's cost stays at most 29.7 % of earnings.
 */
const novaCreditsPerImage = 67;

export const imageRemoveBackground = defineOperation({
  id: 'image.remove-background',
  fileTypes: ['image/png', 'image/webp'],
  method: 'POST',
  path: '/api/e-image/remove-background',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({
    image: fileRef('image').describe('The image.'),
    outputFormat: upperEnum(['PNG', 'WEBP']).default('PNG').describe('A format with transparency.'),
    alphaMatting: bool().default(false).describe('Refine soft edges such as hair.'),
    ...jobFields,
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'async-allowed',
  limits: { ...limits.image, maxFiles: 1 },
  service: {
    id: 'e-image-remove-background',
    name: 'Remover fundo de imagem',
    description: 'Remova o fundo de fotos automaticamente, com transparência.',
    category: 'image',
    icon: 'eraser',
  },
  provider: 'image-ai',
  creditsByEngine: { bedrock: { kind: 'fixed', credits: novaCreditsPerImage } },
  doc: {
    summary: 'Remove the background',
    description:
      'Cuts out the subject and answers a PNG (or WEBP) with a transparent background, through the configured ' +
      'provider: an HTTP provider of the Runware kind (model RemBG 1.4; `alphaMatting` honoured) or Amazon Bedrock ' +
      'Nova Canvas BACKGROUND_REMOVAL (`alphaMatting` has no equivalent there; images are scaled into 320-4096 px ' +
      'per side and 4.19 megapixels). Inputs: PNG, JPG, WEBP, GIF, TIFF, AVIF up to 40 megapixels (larger: ' +
      '422); anything else 415. A provider failure is a 502 and a content-policy refusal a 422 naming the ' +
      "provider's reason, both refunded; without a provider, 503 uncharged. Costs 2 credits with the HTTP provider " +
      '(about US$0.006 at the cheapest credit price; the provider costs well under 30 % of that) and ' +
      `${novaCreditsPerImage} credits when the deployment uses Bedrock (Nova Canvas bills an edit like a generated ` +
      'image, up to US$0.06).',
    example: { image: 'https://example.com/product.jpg', outputFormat: 'PNG' },
  },
});

/** Provider sizes: 128-2048 px in steps of 64 (studio sizes 512x512, 640x1152, 1408x768 all fit). */
const imageSide = () => intStep(128, 2048, 64);

export const imageTextToImage = defineOperation({
  id: 'image.text-to-image',
  output: textToImageOutput,
  method: 'POST',
  path: '/api/e-image/text-to-image',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'per-result', field: 'numberResults', credits: 3 },
  input: z.object({
    positivePrompt: text(2000).describe('What to draw.'),
    negativePrompt: z.string().trim().max(2000).optional().describe('What to avoid.'),
    width: imageSide().default(512).describe('Image width in pixels.'),
    height: imageSide().default(512).describe('Image height in pixels.'),
    numberResults: int(1, 4).default(1).describe('Images to generate; each costs 3 credits (67 with Bedrock).'),
    outputFormat: imageFormat().default('PNG').describe('Format of the generated image.'),
    steps: int(1, 100).default(20).describe('Generation steps: more steps, more detail and more time.'),
    CFGScale: num(1, 20).default(7).describe('How closely to follow the prompt.'),
    scheduler: z.string().trim().min(1).max(100).optional().describe('Sampler, e.g. DPMSolverMultistepScheduler.'),
    seed: int(0, 2147483647).optional().describe('Fix for reproducible results.'),
    ...jobFields,
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'async-allowed',
  limits: limits.json,
  service: {
    id: 'e-image-text-to-image',
    name: 'Geração de imagens com IA',
    description: 'Crie imagens a partir de uma descrição em texto.',
    category: 'image',
    icon: 'sparkles',
    popular: true,
  },
  provider: 'image-ai',
  creditsByEngine: { bedrock: { kind: 'per-result', field: 'numberResults', credits: novaCreditsPerImage } },
  doc: {
    summary: 'Generate images from text',
    description:
      'Generates 1-4 images, 3 credits each. Answers `images` (url, prompt, seed, imageUUID, width, height), with ' +
      '`storageUrls[]` (storageUrl, prompt) and `data[]` (taskUUID, imageUUID, seed, imageURL); URLs are presigned ' +
      'for 24 hours and the images are kept 30 days. `provider` names who generated them. ' +
      'HTTP provider of the Runware kind (the default): every parameter is honoured (sizes 128-2048 in steps of ' +
      '64, never rounded). Amazon Bedrock Nova Canvas (opt-in): prompt and negative prompt up to 1024 characters, ' +
      'size, numberResults, CFGScale (clamped to 1.1-10) and seed are honoured, steps and scheduler are not; sides ' +
      'under 320 px are raised to 320 and an aspect ratio beyond 4:1 is refused with 400. A provider failure is a ' +
      "502 and a content-policy refusal a 422 with the provider's reason, both refunded; without a provider, 503 " +
      'uncharged. Unit economics: 3 credits earn about US$0.009 at the cheapest credit price (Empresarial, R$ 497 ' +
      'for 30,000 credits, at R$ 5.50 per US$), so an image may cost at most US$0.0027; the HTTP provider default ' +
      'model (FLUX.1 schnell) costs about US$0.0006-0.0013 per image (7-14 %). Nova Canvas costs US$0.04 per ' +
      'image up to 1024x1024 and US$0.06 up to 2048x2048 (standard quality), so a deployment that uses Bedrock ' +
      `prices each image at ${novaCreditsPerImage} credits (US$0.20 earned, the cost at most 30 %); the catalogue ` +
      'and `dry_run` always show the price of the engine in use.',
    example: {
      positivePrompt: 'a lighthouse at dawn, watercolor style',
      negativePrompt: 'imagem borrada, baixa qualidade, textos',
      width: 512,
      height: 512,
      numberResults: 1,
      outputFormat: 'JPG',
      steps: 20,
      CFGScale: 7,
      scheduler: 'DPMSolverMultistepScheduler',
    },
  },
});

export const imageUpscale = defineOperation({
  id: 'image.upscale',
  fileTypes: ['image/png', 'image/jpeg', 'image/webp'],
  method: 'POST',
  path: '/api/e-image/upscale',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({
    image: fileRef('image').describe('The image.'),
    upscaleFactor: intChoice([2, 3, 4]).default(2).describe('How many times larger the result is, in each dimension.'),
    outputFormat: imageFormat().default('PNG').describe('Format of the enlarged image.'),
    outputQuality: int(1, 100).default(95).describe('JPG/WEBP quality.'),
    sharpen: bool().default(false).describe('Apply a mild unsharp mask after enlarging.'),
    ...jobFields,
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'file',
  mode: 'async-allowed',
  limits: { ...limits.image, maxFiles: 1 },
  service: {
    id: 'e-image-upscale',
    name: 'Aumentar resolução de imagem',
    description: 'Amplie imagens em 2x, 3x ou 4x mantendo a nitidez.',
    category: 'image',
    icon: 'maximize',
  },
  doc: {
    summary: 'Upscale an image',
    description:
      'Enlarges an image exactly 2, 3 or 4 times in both dimensions (Lanczos-3 resampling, optional sharpening), ' +
      'after applying EXIF orientation. The output is capped at 36 megapixels (e.g. 3000 × 3000 at 2×, 1500 × ' +
      '1500 at 4×): a larger result is refused with 422 before any work. Still images only, at most 50 megapixels in.',
    example: { image: 'https://example.com/small.png', upscaleFactor: 2, outputFormat: 'PNG', outputQuality: 95 },
  },
});

const nullableText = (max: number) => z.string().max(max).nullable().optional();

export const imageSave = defineOperation({
  id: 'image.save',
  output: saveImageOutput,
  outputStatuses: [201],
  method: 'POST',
  path: '/api/images/save',
  auth: 'user',
  family: 'image',
  credits: { kind: 'free' },
  // The saved image record (docs/product.md#image-generator); the owner is always the caller, so user_id is ignored if
  // sent.
  input: z.object({
    user_id: z.string().max(200).optional().describe('Ignored: the record always belongs to the caller.'),
    positive_prompt: z.string().max(4000).default('').describe('The prompt the image was generated from.'),
    negative_prompt: nullableText(4000).describe('What the generation was asked to avoid.'),
    width: int(1, 8192).optional().describe('Image width in pixels.'),
    height: int(1, 8192).optional().describe('Image height in pixels.'),
    number_results: int(1, 4).optional().describe('How many images the generation produced.'),
    output_format: z.string().max(10).optional().describe('Format of the image (PNG, JPG, WEBP).'),
    steps: int(1, 100).optional().describe('Generation steps used.'),
    cfg_scale: num(0, 50).optional().describe('How closely the generation followed the prompt.'),
    scheduler: nullableText(100).describe('Sampler used by the provider.'),
    style: nullableText(100).describe('Style chosen in the generator.'),
    mood: nullableText(100).describe('Mood chosen in the generator.'),
    task_type: nullableText(100).describe('Provider task type.'),
    image_uuid: nullableText(200).describe("The provider's id for the image."),
    task_uuid: nullableText(200).describe("The provider's id for the task."),
    seed: num(-1e15, 1e15).nullable().optional().describe('Random seed, to reproduce the image.'),
    storage_url: url().max(4000).describe('https URL where the image is stored.'),
    credits_used: int(0, 1000).optional().describe('Credits the generation cost.'),
    generation_status: nullableText(50).describe('Status reported by the provider.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Save a generated image to the history',
    example: { positive_prompt: 'a lighthouse', storage_url: 'https://example.com/i.jpg', width: 512, height: 512 },
  },
});

export const imageHistory = defineOperation({
  id: 'image.history',
  output: imageHistoryOutput,
  method: 'GET',
  path: '/api/images/history',
  auth: 'user',
  family: 'image',
  credits: { kind: 'free' },
  input: z.object({
    limit: int(1, 100).default(50).describe('Records per page.'),
    cursor: z.string().max(2000).optional().describe('`nextCursor` of the previous page.'),
  }),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Image history',
    example: { limit: 50 },
    description:
      '`{success, data}`: saved records, newest first (id, storage_url, positive_prompt, style, mood, width, height, created_at).',
  },
});

export const imageOperations: readonly Operation[] = [
  imageQrCode,
  imageWatermark,
  imageChart,
  imageRemoveBackground,
  imageTextToImage,
  imageUpscale,
  imageSave,
  imageHistory,
];
