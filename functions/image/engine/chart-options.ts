import { AppError } from '../../core/errors.js';

/**
 * Options Chart.js reads only as functions. JSON cannot carry a function, so any value in such a slot is one the
 * engine cannot honour: Chart.js would skip it silently (a tick `callback` given as a string draws an axis with no
 * labels), and the client would be charged for a chart that is not the one configured. Each is refused with 400
 * naming its path. The slots are Chart.js 4's: tick and legend callbacks, the tooltip's `callbacks` table, scale
 * and plugin hooks (`beforeFit`, `afterBuildTicks`…) and event handlers (`onClick`, `onHover`…).
 */
const functionKeys: ReadonlySet<string> = new Set([
  'callback',
  'generateLabels',
  'filter',
  'sort',
  'itemSort',
  'external',
]);
const functionKeyPattern = /^(?:on|before|after)[A-Z]/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Refuses the first function-only option found in `value` (Chart.js options, plugin options, or a dataset's own
 * options without its `data`), naming its path.
 */
export function checkFunctionSlots(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      checkFunctionSlots(item, `${path}[${i}]`);
    });
    return;
  }
  if (!isPlainObject(value)) return;
  const table = /(^|\.)callbacks$/.test(path);
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (table || functionKeys.has(key) || functionKeyPattern.test(key)) {
      const message = 'Chart.js takes a function here, which a JSON configuration cannot carry; remove the option';
      throw new AppError('invalid_request', `${at}: ${message}.`, { errors: [{ path: at, message }] });
    }
    checkFunctionSlots(item, at);
  }
}
