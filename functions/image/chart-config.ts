import { AppError } from '../core/errors.js';

/**
 * Pure steps between a chart's validated input and the configuration the worker renders: the data points Chart.js
 * can plot, names for unnamed datasets, and the merge of the top-level `plugins` field into `options.plugins`.
 */

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `override` merged into `base`, key by key at every depth: plain objects merge, anything else (arrays included)
 * replaces. `plugins: {title: {color}}` then restyles a title set in `options.plugins.title` instead of erasing its
 * text. Built with Object.fromEntries, which defines keys, so no key can reach a prototype setter.
 */
export function deepMerge(base: Json, override: Json): Json {
  const merged = Object.entries(base).map(([key, value]): [string, unknown] => {
    if (!Object.hasOwn(override, key)) return [key, value];
    const next = override[key];
    return [key, isPlainObject(value) && isPlainObject(next) ? deepMerge(value, next) : next];
  });
  const added = Object.entries(override).filter(([key]) => !Object.hasOwn(base, key));
  return Object.fromEntries([...merged, ...added]);
}

/**
 * Chart.js draws a dataset's `label` as given, so a dataset without one reads "undefined" in the legend. Users of
 * Chart.js expect a name by position, as its own samples ("Dataset 1") and spreadsheets ("Series1") do; hiding the
 * entry instead would leave a colour in the plot unexplained. An explicit label, even "", is the client's choice.
 */
export function labelDatasets<D extends { readonly label?: string }>(datasets: readonly D[]): D[] {
  return datasets.map((dataset, i) =>
    dataset.label === undefined ? { ...dataset, label: `Dataset ${i + 1}` } : dataset,
  );
}

/**
 * Beyond this magnitude no real quantity is being charted, and Chart.js's axis arithmetic (max − min, tick steps)
 * overflows to Infinity near 1e308: [1e308, -1e308] renders an empty plot. 1e100 leaves that far behind.
 */
export const maxMagnitude = 1e100;

/** Chart.js reads a string value with `+value`; only a whole decimal number is taken, not "", " " or "0x10". */
const decimal = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

const numeric = (value: unknown): boolean => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && decimal.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= maxMagnitude;
};

type ValueKey = 'x' | 'y';
type Check = (point: unknown, valueKey: ValueKey) => boolean;

/** A value on the value axis; null leaves a gap. */
const scalar: Check = (point) => point === null || numeric(point);
/** A floating bar: [low, high]. */
const range: Check = (point) => Array.isArray(point) && point.length === 2 && point.every(numeric);
/** {x, y} whose index coordinate is a category (a label) or a number, and whose value is a number or a gap. */
const indexed: Check = (point, valueKey) => {
  if (!isPlainObject(point)) return false;
  const index = point[valueKey === 'y' ? 'x' : 'y'];
  return (typeof index === 'string' || numeric(index)) && scalar(point[valueKey], valueKey);
};
const xy: Check = (point) => isPlainObject(point) && numeric(point.x) && scalar(point.y, 'y');
const bubble: Check = (point) => isPlainObject(point) && numeric(point.x) && numeric(point.y) && numeric(point.r);

/**
 * Chart.js picks one parser per dataset from its first point (a value, an array or an object) and reads every
 * point with it: a null among objects throws, an object among values draws nothing. So a dataset's points all take
 * the first one's form, and each form has its check.
 */
type Form = 'value' | 'array' | 'object';
const formOf = (point: unknown): Form => (Array.isArray(point) ? 'array' : isPlainObject(point) ? 'object' : 'value');

interface PointRule {
  readonly forms: Readonly<Partial<Record<Form, Check>>>;
  readonly expected: string;
}

const values: PointRule = { forms: { value: scalar }, expected: 'numbers, numeric strings or null' };
/** By controller type (a dataset may set its own `type` in a mixed chart); a type not listed meets `values`. */
const pointRules: Readonly<Record<string, PointRule>> = {
  bar: {
    forms: { value: scalar, array: range, object: indexed },
    expected: 'numbers, numeric strings or null; or [low, high] pairs; or {x, y} points',
  },
  line: { forms: { value: scalar, object: indexed }, expected: 'numbers, numeric strings or null; or {x, y} points' },
  scatter: { forms: { object: xy }, expected: '{x, y} points with a numeric x' },
  bubble: { forms: { object: bubble }, expected: '{x, y, r} points of numbers' },
};

export interface ChartDataset {
  readonly data: readonly unknown[];
  readonly [key: string]: unknown;
}

/** A key path as Chart.js's `parsing` keys name it: `value` or `sales.total` (resolveObjectKey). */
function at(point: Json, path: string): unknown {
  let value: unknown = point;
  for (const key of path.split('.')) value = isPlainObject(value) ? value[key] : undefined;
  return value;
}

/**
 * An object point as Chart.js reads it under custom `parsing` keys (the dataset's, else the chart's):
 * `{xAxisKey, yAxisKey}` rename x and y, and `key` picks the value of a pie, doughnut, polar area or radar point.
 */
function parser(parsing: unknown): (point: unknown) => unknown {
  if (!isPlainObject(parsing)) return (point) => point;
  const x = typeof parsing.xAxisKey === 'string' ? parsing.xAxisKey : 'x';
  const y = typeof parsing.yAxisKey === 'string' ? parsing.yAxisKey : 'y';
  const key = typeof parsing.key === 'string' ? parsing.key : undefined;
  return (point) => {
    if (!isPlainObject(point)) return point;
    if (key !== undefined) return at(point, key);
    return { x: at(point, x), y: at(point, y), r: point.r };
  };
}

/**
 * Refuses (400, naming the dataset and the point) a data point Chart.js cannot plot for its dataset's chart type:
 * it would skip it silently and draw an empty plot for a charged call. Object points are read through the
 * dataset's (or the chart's) custom `parsing` keys, as Chart.js reads them.
 */
export function checkDataPoints(type: string, datasets: readonly ChartDataset[], options: Json): void {
  datasets.forEach((dataset, d) => {
    const own = typeof dataset.type === 'string' ? dataset.type : type;
    const rule = pointRules[own] ?? values;
    // A horizontal chart (indexAxis 'y') carries its values on x.
    const valueKey: ValueKey = (dataset.indexAxis ?? options.indexAxis) === 'y' ? 'x' : 'y';
    const points = dataset.data.map(parser(dataset.parsing ?? options.parsing));
    const form = formOf(points[0]);
    const check = rule.forms[form];
    const bad = points.findIndex((point) => check === undefined || formOf(point) !== form || !check(point, valueKey));
    if (bad === -1) return;
    const path = `data.datasets[${d}].data[${bad}]`;
    const message =
      `not a point a ${own} chart can plot; a dataset holds ${rule.expected}, all in the form of its first point, ` +
      `with numbers at most ${maxMagnitude} in magnitude`;
    throw new AppError('invalid_request', `${path}: ${message}.`, { errors: [{ path, message }] });
  });
}
