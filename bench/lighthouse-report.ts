/**
 * The pure half of `npm run bench -- lighthouse` (bench/lighthouse.bench.ts): a Lighthouse result (its JSON, the
 * `lhr`) read into the figures the bench judges, the median of several runs, each figure against its budget
 * (bench/lighthouse-budgets.ts), and the table printed.
 */
import { z } from 'zod';
import { isLoopback } from '../test/e2e/support/browser.js';
import {
  type Budget,
  type CategoryId,
  categoryBudgets,
  categoryIds,
  categoryNames,
  type MetricId,
  metricBudgets,
  metricNames,
} from './lighthouse-budgets.js';
import { median } from './support/timing.js';

const score = z.object({ score: z.number().nullable() });
const numeric = z.object({ numericValue: z.number().optional() });
const request = z.object({
  url: z.string(),
  resourceType: z.string().optional(),
  transferSize: z.number().optional(),
});

const resultSchema = z.object({
  lighthouseVersion: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  runWarnings: z.array(z.string()).default([]),
  environment: z.object({ benchmarkIndex: z.number().optional() }).optional(),
  categories: z.object({
    performance: score.optional(),
    accessibility: score.optional(),
    'best-practices': score.optional(),
    seo: score.optional(),
  }),
  audits: z.object({
    'largest-contentful-paint': numeric.optional(),
    'total-blocking-time': numeric.optional(),
    'cumulative-layout-shift': numeric.optional(),
    'network-requests': z.object({ details: z.object({ items: z.array(request) }).optional() }).optional(),
  }),
});

/** One run's figures; a figure Lighthouse could not give is NaN (and fails its budget). */
export interface LighthouseFigures {
  /** 0–100. */
  readonly scores: Record<CategoryId, number>;
  readonly metrics: Record<MetricId, number>;
  /** The same scripts' bytes as they crossed the wire (brotli, with their headers): shown, not judged. */
  readonly scriptWireBytes: number;
  /** Lighthouse's CPU benchmark of this machine (a quiet desktop scores about 1,000–2,000). */
  readonly benchmarkIndex: number;
  /** Requests the page made to anything but loopback (the bench's browser refuses them: the landing needs none). */
  readonly offsite: readonly string[];
  /** Lighthouse's own run error and warnings (an unreachable page, a page that never settled). */
  readonly problems: readonly string[];
}

/** The gzip size of a script the site serves, by its path (`/assets/x.js`), as `npm run size` measures it. */
export type GzipBytesOf = (pathname: string) => number;

/**
 * Reads the figures the bench judges out of a Lighthouse result (the `lhr` object or its JSON text). The script
 * before input is every script the page fetched and ran (nobody touched the page, so all of it ran before any
 * input), each counted once at its gzip size, so the figure is `npm run size`'s for the scripts the page really
 * loaded. The app's scripts prefetched once the page is idle (web/src/prerender/wake.ts) are downloaded, not run:
 * Chromium files them as `Other`, not `Script`.
 */
export function readLighthouseResult(result: unknown, gzipBytesOf: GzipBytesOf): LighthouseFigures {
  const lhr = resultSchema.parse(typeof result === 'string' ? JSON.parse(result) : result);
  const scoreOf = (id: CategoryId): number => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
  };
  const auditValue = (audit: 'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift'): number =>
    lhr.audits[audit]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script' && isLoopback(r.url));
  const scriptPaths = [...new Set(scripts.map((r) => new URL(r.url).pathname))];
  return {
    scores: Object.fromEntries(categoryIds.map((id) => [id, scoreOf(id)])) as Record<CategoryId, number>,
    metrics: {
      lcp: auditValue('largest-contentful-paint'),
      tbt: auditValue('total-blocking-time'),
      cls: auditValue('cumulative-layout-shift'),
      scriptBytes: requests === undefined ? Number.NaN : scriptPaths.reduce((sum, p) => sum + gzipBytesOf(p), 0),
    },
    scriptWireBytes: requests === undefined ? Number.NaN : scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    offsite: (requests ?? []).map((r) => r.url).filter((url) => !isLoopback(url)),
    problems: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings,
    ],
  };
}

/** A run without the figure (NaN) is left out; the median is NaN (a failure) unless most runs had it. */
const medianOf = (values: readonly number[]): number => {
  const known = values.filter((v) => !Number.isNaN(v));
  return known.length * 2 > values.length ? median(known) : Number.NaN;
};

/** Each figure's median over the runs (figure by figure); offsite requests and problems of every run. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const scores = Object.fromEntries(categoryIds.map((id) => [id, medianOf(runs.map((r) => r.scores[id]))])) as Record<
    CategoryId,
    number
  >;
  const metrics = Object.fromEntries(
    metricBudgets.map(({ id }) => [id, medianOf(runs.map((r) => r.metrics[id]))]),
  ) as Record<MetricId, number>;
  return {
    scores,
    metrics,
    scriptWireBytes: medianOf(runs.map((r) => r.scriptWireBytes)),
    benchmarkIndex: medianOf(runs.map((r) => r.benchmarkIndex)),
    offsite: [...new Set(runs.flatMap((r) => r.offsite))],
    problems: [...new Set(runs.flatMap((r) => r.problems))],
  };
}

export interface Row {
  readonly language: string;
  readonly name: string;
  readonly value: string;
  /** The same figure for the anchor page (the landing's HTML without its scripts), when one was measured. */
  readonly anchor: string;
  readonly budget: string;
  readonly met: boolean;
  readonly reason: string;
}

const meets = (budget: Budget<string>, value: number): boolean =>
  !Number.isNaN(value) && (budget.kind === 'min' ? value >= budget.limit : value <= budget.limit);

const formatMetric = (id: MetricId, value: number): string => {
  if (Number.isNaN(value)) return 'none';
  if (id === 'cls') return value.toFixed(3);
  if (id === 'scriptBytes') return `${(value / 1024).toFixed(1)} KB`;
  return `${Math.round(value)} ms`;
};

const bound = (kind: 'min' | 'max'): string => (kind === 'min' ? '≥' : '≤');

/**
 * One row per category and metric, each against its budget. Offsite requests are a row of their own (budget 0):
 * the bench blocks them, so a page that needs one is broken in a way its scores may not show.
 */
export function judge(language: string, figures: LighthouseFigures, anchor?: LighthouseFigures): Row[] {
  const scoreText = (value: number): string => (Number.isNaN(value) ? 'none' : String(value));
  const categories = categoryBudgets.map((budget) => ({
    language,
    name: categoryNames[budget.id],
    value: scoreText(figures.scores[budget.id]),
    anchor: anchor ? scoreText(anchor.scores[budget.id]) : '',
    budget: `${bound(budget.kind)} ${budget.limit}`,
    met: meets(budget, figures.scores[budget.id]),
    reason: budget.reason,
  }));
  const metrics = metricBudgets.map((budget) => ({
    language,
    name: metricNames[budget.id],
    value: formatMetric(budget.id, figures.metrics[budget.id]),
    anchor: anchor ? formatMetric(budget.id, anchor.metrics[budget.id]) : '',
    budget: `${bound(budget.kind)} ${formatMetric(budget.id, budget.limit)}`,
    met: meets(budget, figures.metrics[budget.id]),
    reason: budget.reason,
  }));
  const offsite = {
    language,
    name: 'requests off loopback',
    value: String(figures.offsite.length),
    anchor: anchor ? String(anchor.offsite.length) : '',
    budget: '≤ 0',
    met: figures.offsite.length === 0,
    reason: 'the landing needs nothing but its own site (the bench blocks everything else)',
  };
  return [...categories, ...metrics, offsite];
}

/** The table as printed: aligned columns, the anchor's figure beside each, ✓ or ✗ for each row. */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((r) => [r.language, r.name, r.value, r.anchor, r.budget, r.met ? '✓' : '✗']);
  const header = ['language', 'figure', 'median', 'anchor', 'budget', ''];
  const all = [header, ...cells];
  const widths = header.map((_, c) => Math.max(...all.map((row) => (row[c] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, c) => cell.padEnd(widths[c] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
