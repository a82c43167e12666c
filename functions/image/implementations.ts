import { imageChart, imageQrCode, imageUpscale, imageWatermark } from '../../shared/operations/image.js';
import { type Implementation, implement } from '../core/implement.js';
import type { ChartRenderer } from './engine/chart.js';
import { createChart } from './operations/chart.js';
import { qrCode } from './operations/qr-code.js';
import { createUpscale } from './operations/upscale.js';
import { watermark } from './operations/watermark.js';
import { defaultImageDeps } from './wiring.js';

export interface ImageDeps {
  /** The chart worker, built at the first chart request and reused by every later one. */
  readonly chartRenderer: () => ChartRenderer;
}

/** The image operations that run on embedded engines (sharp, qrcode, Chart.js on canvas). */
export function imageImplementations(deps: ImageDeps = defaultImageDeps()): readonly Implementation[] {
  return [
    implement(imageQrCode, qrCode),
    implement(imageWatermark, watermark),
    implement(imageChart, createChart(deps.chartRenderer)),
    implement(imageUpscale, createUpscale()),
  ];
}
