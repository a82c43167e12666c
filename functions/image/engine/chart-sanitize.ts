import { AppError } from '../../core/errors.js';

/**
 * What a client's Chart.js configuration may hold before it reaches the worker: plain JSON data only (no
 * function-like strings, no prototype keys), bounded depth, and options for the built-in plugins only.
 */

/** Options of the plugins Chart.js ships; nothing else may be configured under `plugins`. */
export const builtInPlugins = ['legend', 'title', 'subtitle', 'tooltip', 'filler', 'decimation', 'colors'] as const;

/**
 * Strings that read as JavaScript source. Chart.js never evaluates strings, so such a string is a mistake (a
 * callback pasted from a JS config) or a probe, and a 400 says so instead of drawing the source as a label. The
 * function and arrow patterns are anchored at the start of the string, because prose mentions functions and arrows
 * ("Loss function (MSE)", "2023 => 2024"); an arrow needs an identifier (not a number) or a parenthesised
 * parameter list right before `=>`. Keywords are case-sensitive, as in JavaScript.
 */
const codeLike: readonly RegExp[] = [
  // function (…), function name(…), function* gen(…), async function …
  /^\s*(?:async\s+function\b|function\b\s*\*?\s*(?:[\p{ID_Start}$_][\p{ID_Continue}$]*)?\s*\()/u,
  // x => …, (a, b) => …, () => …, async x => …
  /^\s*(?:async\s*)?(?:[\p{ID_Start}$_][\p{ID_Continue}$]*|\([^()]*\))\s*=>/u,
  /\beval\s*\(/,
  /\bnew\s+Function\s*\(/,
  /^\s*javascript:/i,
];
export const looksLikeCode = (text: string): boolean => codeLike.some((pattern) => pattern.test(text));

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const maxDepth = 16;
/** Data points over all datasets: beyond this a PNG of at most 2000 px shows nothing more, only costs time. */
export const maxChartPoints = 20_000;

/** A string of a chart configuration and where it sits (e.g. `data.labels[3]`). */
export interface ChartText {
  readonly path: string;
  readonly text: string;
}

/**
 * Checks a client's chart configuration before it reaches the worker: plain JSON values only (no function-like
 * strings, no prototype keys), bounded depth, only built-in plugins, and at most `maxChartPoints` points.
 * Throws 400 naming the offending path. Answers every string with its path, for the glyph check.
 */
export function sanitizeChartConfig(value: unknown, path = 'config'): ChartText[] {
  const texts: ChartText[] = [];
  walk(value, path, 0, texts);
  return texts;
}

function walk(value: unknown, path: string, depth: number, texts: ChartText[]): void {
  if (depth > maxDepth) throw refuse(path, `nesting deeper than ${maxDepth} levels is not accepted`);
  if (typeof value === 'string') {
    if (looksLikeCode(value)) throw refuse(path, 'looks like code; chart configurations are JSON data only');
    texts.push({ path, text: value });
    return;
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, `${path}[${i}]`, depth + 1, texts);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (forbiddenKeys.has(key)) throw refuse(`${path}.${key}`, 'is not an accepted key');
      // Text is drawn with the bundled font chain, which the glyph check follows; another family would not be.
      if (key === 'family' && /(^|\.)font$/.test(path))
        throw refuse(`${path}.${key}`, 'charts use the bundled fonts; set size, style or weight instead');
      walk(item, `${path}.${key}`, depth + 1, texts);
    }
    return;
  }
  throw refuse(path, 'must be JSON data');
}

export function checkPlugins(plugins: Record<string, unknown>, path: string): void {
  const allowed: readonly string[] = builtInPlugins;
  for (const key of Object.keys(plugins)) {
    if (!allowed.includes(key)) {
      throw new AppError(
        'invalid_request',
        `${path}.${key}: only the built-in plugins take options (${builtInPlugins.join(', ')}); plugins that run code are not accepted.`,
        { errors: [{ path: `${path}.${key}`, message: 'unknown plugin', allowed: builtInPlugins }] },
      );
    }
  }
}

function refuse(path: string, message: string): AppError {
  return new AppError('invalid_request', `${path}: ${message}.`, { errors: [{ path, message }] });
}
