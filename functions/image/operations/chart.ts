import { imageChart } from '../../../shared/operations/image.js';
import { AppError } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { file, type OperationResult } from '../../core/operation.js';
import { checkDataPoints, deepMerge, labelDatasets } from '../chart-config.js';
import { imageImplementation } from '../deps.js';
import type { ChartRenderer } from '../engine/chart.js';
import { checkFunctionSlots } from '../engine/chart-options.js';
import { checkPlugins, maxChartPoints, sanitizeChartConfig } from '../engine/chart-sanitize.js';
import { checkDrawable } from '../engine/fonts.js';

type Input = ResolvedInputOf<typeof imageChart>;

/**
 * A Chart.js chart as a PNG of exactly `width` × `height` on white. The configuration is JSON only: it is checked
 * (./chart-sanitize.ts: no prototype key, no code-like string; a `__proto__` key anywhere in a JSON body is
 * refused before validation, functions/core/http/proto-keys.ts), every data point must be one
 * Chart.js can plot, every text in it must be drawable by the bundled fonts (422 naming the character and its
 * field, never a missing-glyph box), then it is fixed for a server render — no animation, no responsiveness, one
 * device pixel per pixel, no events — unlabelled datasets are named by position, and the `plugins` field is
 * deep-merged into `options.plugins`.
 */
export function createChart(renderer: () => ChartRenderer) {
  return async (input: Input): Promise<OperationResult> => {
    const points = input.data.datasets.reduce((sum, d) => sum + d.data.length, 0);
    if (points > maxChartPoints) {
      throw new AppError(
        'invalid_request',
        `data.datasets: ${points} data points in all; the limit is ${maxChartPoints.toLocaleString('en')}.`,
        { errors: [{ path: 'data.datasets', message: `at most ${maxChartPoints} points in all` }] },
      );
    }
    const options = input.options ?? {};
    const plugins = input.plugins ?? {};
    const texts = [
      ...sanitizeChartConfig(input.data, 'data'),
      ...sanitizeChartConfig(options, 'options'),
      ...sanitizeChartConfig(plugins, 'plugins'),
    ];
    const optionPlugins = pluginOptions(options.plugins);
    checkPlugins(optionPlugins, 'options.plugins');
    checkPlugins(plugins, 'plugins');
    checkFunctionSlots(options, 'options');
    checkFunctionSlots(plugins, 'plugins');
    input.data.datasets.forEach(({ data: _points, ...own }, i) => {
      checkFunctionSlots(own, `data.datasets[${i}]`);
    });
    checkDataPoints(input.type, input.data.datasets, options);
    // Every string, not only the known text fields: category values in `data`, titles, dataset labels and axis
    // titles all end up drawn, and the rest (colours, positions) is ASCII the primary font has.
    for (const { path, text } of texts) checkDrawable(text, path);

    const config = {
      type: input.type,
      data: { ...input.data, datasets: labelDatasets(input.data.datasets) },
      options: {
        ...options,
        animation: false,
        responsive: false,
        maintainAspectRatio: false,
        devicePixelRatio: 1,
        events: [],
        plugins: deepMerge(optionPlugins, plugins),
      },
    };
    const png = await renderer().render({ width: input.width, height: input.height, config });
    return file(png, 'image/png', `chart-${input.type}.png`);
  };
}

function pluginOptions(value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('invalid_request', 'options.plugins: expected an object of built-in plugin options.', {
      errors: [{ path: 'options.plugins', message: 'expected an object' }],
    });
  }
  return Object.fromEntries(Object.entries(value));
}

export default imageImplementation(imageChart, (deps) => createChart(deps.chartRenderer));
