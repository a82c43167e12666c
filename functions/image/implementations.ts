import { imageChart, imageQrCode, imageUpscale, imageWatermark } from '../../shared/operations/image.js';
import { type Implementation, implement } from '../core/implement.js';
import { type ChartRenderer, createChartRenderer } from './engine/chart.js';
import { createChart } from './operations/chart.js';
import { qrCode } from './operations/qr-code.js';
import { createUpscale } from './operations/upscale.js';
import { watermark } from './operations/watermark.js';

export interface ImageDeps {
  /** The chart worker, built at the first chart request and reused by every later one. */
  readonly chartRenderer: () => ChartRenderer;
}

/** Chart renders longer than this are stopped (the worker thread is terminated): 422, uncharged. */
export const chartTimeoutMs = 5000;

let sharedRenderer: ChartRenderer | undefined;

export const defaultImageDeps = (): ImageDeps => ({
  chartRenderer: () => {
    sharedRenderer ??= createChartRenderer({ timeoutMs: chartTimeoutMs });
    return sharedRenderer;
  },
});

/** The image operations that run on embedded engines (sharp, qrcode, Chart.js on canvas). */
export function imageImplementations(deps: ImageDeps = defaultImageDeps()): readonly Implementation[] {
  return [
    implement(imageQrCode, qrCode),
    implement(imageWatermark, watermark),
    implement(imageChart, createChart(deps.chartRenderer)),
    implement(imageUpscale, createUpscale()),
  ];
}
