import { z } from 'zod';
import { bool, fileRef, hexColor, int, num, text, url } from '../schemas/fields.js';
import { imageFormats, intChoice, intStep, jobFields, limits, upperEnum } from './common.js';
import { defineOperation } from './define.js';
import type { Operation } from './types.js';

/**
 * Image operations. Prices from the spec: text-to-image 3 per image, upscale 2, chart 1. Where the spec is
 * silent: QR code 1, watermark 1 (cheap local work), remove-background 2 (a paid provider call, priced like upscale).
 */

export const imageQrCode = defineOperation({
  id: 'image.qr-code',
  method: 'POST',
  path: '/api/image/qr-code',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    // QR version 40 holds at most 2,953 bytes at level L; a logo needs level H, so keep well below.
    data: text(2000).describe('Text or URL to encode.'),
    color: hexColor().default('#000000').describe('Module colour.'),
    backgroundColor: hexColor().default('#ffffff').describe('Background colour.'),
    width: int(64, 2000).default(200).describe('Image width and height in pixels.'),
    logo: fileRef().optional().describe('Optional logo drawn in the centre (at most a quarter of the width).'),
  }),
  bodyTypes: ['json', 'multipart'],
  fileFields: ['logo'],
  response: 'file',
  mode: 'sync',
  limits: { ...limits.image, maxFiles: 1 },
  serviceId: 'image-qr-code',
  doc: {
    summary: 'Generate a QR code',
    description: 'A PNG QR code (error correction H when a logo is added).',
    example: { data: 'https://alquimia.dev', color: '#000000', backgroundColor: '#ffffff', width: 200 },
  },
});

export const watermarkPositions = ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

export const imageWatermark = defineOperation({
  id: 'image.watermark',
  method: 'POST',
  path: '/api/image/watermark',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 1 },
  input: z
    .object({
      file: fileRef().optional().describe('The image (multipart part, URL, data URL or file id).'),
      imageUrl: fileRef().optional().describe('The image by URL, when no file is sent.'),
      watermarkType: z.enum(['text', 'image']).describe('Text watermark or image (logo) watermark.'),
      watermarkContent: z.string().trim().min(1).max(200).optional().describe('The watermark text (type text).'),
      logoUrl: fileRef().optional().describe('The watermark image (type image).'),
      position: z.enum(watermarkPositions).default('center'),
      opacity: num(0, 1).default(0.5).describe('0.0 transparent to 1.0 opaque.'),
      // The spec names `tile` as the repeat pattern; a single mark is the default so `position` means something.
      repeatPattern: z.enum(['none', 'tile']).default('none').describe('`tile` repeats the mark over the image.'),
    })
    .superRefine((v, ctx) => {
      if (v.file === undefined && v.imageUrl === undefined) {
        ctx.addIssue({ code: 'custom', path: ['file'], message: 'send the image as file or imageUrl' });
      }
      if (v.watermarkType === 'text' && v.watermarkContent === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['watermarkContent'],
          message: 'watermarkContent is required for a text watermark',
        });
      }
      if (v.watermarkType === 'image' && v.logoUrl === undefined) {
        ctx.addIssue({ code: 'custom', path: ['logoUrl'], message: 'logoUrl is required for an image watermark' });
      }
    }),
  bodyTypes: ['multipart', 'json'],
  fileFields: ['file', 'imageUrl', 'logoUrl'],
  response: 'file',
  mode: 'sync',
  limits: limits.image,
  serviceId: 'image-watermark',
  doc: {
    summary: 'Watermark an image',
    description:
      'Adds a text or logo watermark at a position or tiled, with opacity. Answers the image in its own format.',
    example: {
      file: 'https://example.com/photo.jpg',
      watermarkType: 'text',
      watermarkContent: '© Alquimia',
      position: 'bottom-right',
      opacity: 0.5,
    },
  },
});

export const chartTypes = ['line', 'bar', 'pie', 'doughnut', 'radar'] as const;

/** Chart.js configuration as plain JSON: no functions can travel in JSON, and the engine never evaluates strings. */
const jsonObject = () => z.record(z.string(), z.unknown());

export const imageChart = defineOperation({
  id: 'image.chart',
  method: 'POST',
  path: '/api/image/chart',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    type: z.enum(chartTypes),
    data: z
      .looseObject({
        labels: z
          .array(z.union([z.string(), z.number()]))
          .max(1000)
          .optional(),
        datasets: z
          .array(z.looseObject({ label: z.string().max(200).optional(), data: z.array(z.unknown()).max(10000) }))
          .min(1)
          .max(50),
      })
      .describe('Chart.js data: labels and datasets.'),
    options: jsonObject().optional().describe('Chart.js options (JSON only).'),
    plugins: jsonObject()
      .optional()
      .describe('Options for the built-in plugins (legend, title, tooltip), merged into options.plugins.'),
    width: int(100, 2000).default(800),
    height: int(100, 2000).default(500),
  }),
  bodyTypes: ['json'],
  response: 'file',
  mode: 'sync',
  limits: { maxBodyBytes: 512 * 1024 },
  serviceId: 'image-chart',
  doc: {
    summary: 'Render a chart',
    description: 'Renders a Chart.js chart (line, bar, pie, doughnut, radar) to PNG on a white background.',
    example: {
      type: 'bar',
      data: { labels: ['Jan', 'Fev', 'Mar'], datasets: [{ label: 'Vendas', data: [12, 19, 7] }] },
      width: 800,
      height: 500,
    },
  },
});

export const imageRemoveBackground = defineOperation({
  id: 'image.remove-background',
  method: 'POST',
  path: '/api/e-image/remove-background',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({
    image: fileRef().describe('The image.'),
    outputFormat: upperEnum(['PNG', 'WEBP']).default('PNG').describe('A format with transparency.'),
    alphaMatting: bool().default(false).describe('Refine soft edges such as hair.'),
    ...jobFields,
  }),
  bodyTypes: ['multipart', 'json'],
  fileFields: ['image'],
  response: 'file',
  mode: 'async-allowed',
  limits: { ...limits.image, maxFiles: 1 },
  serviceId: 'e-image-remove-background',
  doc: {
    summary: 'Remove the background',
    description: 'Cuts out the subject and answers an image with a transparent background (provider-backed).',
    example: { image: 'https://example.com/product.jpg', outputFormat: 'PNG' },
  },
});

/** Provider sizes: 128-2048 px in steps of 64 (studio sizes 512x512, 640x1152, 1408x768 all fit). */
const imageSide = () => intStep(128, 2048, 64);

export const imageTextToImage = defineOperation({
  id: 'image.text-to-image',
  method: 'POST',
  path: '/api/e-image/text-to-image',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'per-result', field: 'numberResults', credits: 3 },
  input: z.object({
    positivePrompt: text(2000).describe('What to draw.'),
    negativePrompt: z.string().trim().max(2000).optional().describe('What to avoid.'),
    width: imageSide().default(512),
    height: imageSide().default(512),
    numberResults: int(1, 4).default(1).describe('Images to generate; each costs 3 credits.'),
    outputFormat: upperEnum(imageFormats).default('PNG'),
    steps: int(1, 100).default(20),
    CFGScale: num(1, 20).default(7).describe('How closely to follow the prompt.'),
    scheduler: z.string().trim().min(1).max(100).optional().describe('Sampler, e.g. DPMSolverMultistepScheduler.'),
    seed: int(0, 2147483647).optional().describe('Fix for reproducible results.'),
    ...jobFields,
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'async-allowed',
  limits: limits.json,
  serviceId: 'e-image-text-to-image',
  doc: {
    summary: 'Generate images from text',
    description:
      'Generates 1-4 images. Answers `images` (url, prompt, seed, imageUUID), with `storageUrls` and `data` for the dashboard.',
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
  method: 'POST',
  path: '/api/e-image/upscale',
  auth: 'api-key',
  family: 'image',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({
    image: fileRef().describe('The image.'),
    upscaleFactor: intChoice([2, 3, 4]).default(2),
    outputFormat: upperEnum(imageFormats).default('PNG'),
    outputQuality: int(1, 100).default(95).describe('JPG/WEBP quality.'),
    ...jobFields,
  }),
  bodyTypes: ['multipart', 'json'],
  fileFields: ['image'],
  response: 'file',
  mode: 'async-allowed',
  limits: { ...limits.image, maxFiles: 1 },
  serviceId: 'e-image-upscale',
  doc: {
    summary: 'Upscale an image',
    description: 'Enlarges an image 2, 3 or 4 times (Lanczos).',
    example: { image: 'https://example.com/small.png', upscaleFactor: 2, outputFormat: 'PNG', outputQuality: 95 },
  },
});

const nullableText = (max: number) => z.string().max(max).nullable().optional();

export const imageSave = defineOperation({
  id: 'image.save',
  method: 'POST',
  path: '/api/images/save',
  auth: 'user',
  family: 'image',
  credits: { kind: 'free' },
  // The saved image record of the spec; the owner is always the caller, so user_id is ignored if sent.
  input: z.object({
    user_id: z.string().max(200).optional(),
    positive_prompt: z.string().max(4000).default(''),
    negative_prompt: nullableText(4000),
    width: int(1, 8192).optional(),
    height: int(1, 8192).optional(),
    number_results: int(1, 4).optional(),
    output_format: z.string().max(10).optional(),
    steps: int(1, 100).optional(),
    cfg_scale: num(0, 50).optional(),
    scheduler: nullableText(100),
    style: nullableText(100),
    mood: nullableText(100),
    task_type: nullableText(100),
    image_uuid: nullableText(200),
    task_uuid: nullableText(200),
    seed: num(-1e15, 1e15).nullable().optional(),
    storage_url: url().max(4000),
    credits_used: int(0, 1000).optional(),
    generation_status: nullableText(50),
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
  method: 'GET',
  path: '/api/images/history',
  auth: 'user',
  family: 'image',
  credits: { kind: 'free' },
  input: z.object({ limit: int(1, 100).default(50), cursor: z.string().max(2000).optional() }),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Image history',
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
