import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formatTable,
  judge,
  type LighthouseFigures,
  medianFigures,
  readLighthouseResult,
} from '../../../bench/lighthouse-report.js';

/**
 * A Lighthouse 12.8.2 result of `npm run bench -- lighthouse` on the Portuguese landing, cut down to the parts the
 * bench reads (categories, three metrics, the network requests) and the port made fixed.
 */
const fixture: unknown = JSON.parse(
  readFileSync(new URL('./fixtures/lighthouse-landing-pt.json', import.meta.url), 'utf8'),
);

/** A stand-in for the gzip size of a built file: a distinct figure per script, so the sum says which counted. */
const gzipSizes: Record<string, number> = {
  '/assets/boot-zdIq05hm.js': 1000,
  '/assets/index-te9WPqSL.js': 2000,
  '/assets/preload-helper-CUFNjPnd.js': 900,
  '/assets/client-BjqUlU7D.js': 70_000,
};
const gzipBytesOf = (pathname: string): number => gzipSizes[pathname] ?? 1;

const figures = (over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { lcp: 1000, tbt: 0, cls: 0, scriptBytes: 3000 },
  scriptWireBytes: 4000,
  benchmarkIndex: 1500,
  offsite: [],
  problems: [],
  ...over,
});

const row = (rows: ReturnType<typeof judge>, name: string) => {
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('reading a Lighthouse result', () => {
  it('takes the category scores as 0–100 and the metrics in their units', () => {
    const read = readLighthouseResult(fixture, gzipBytesOf);
    expect(read.scores).toEqual({ performance: 96, accessibility: 100, 'best-practices': 96, seo: 100 });
    expect(read.metrics.lcp).toBeCloseTo(1321.8, 1);
    expect(read.metrics.tbt).toBe(230);
    expect(read.metrics.cls).toBe(0);
    expect(read.benchmarkIndex).toBe(583);
    expect(read.offsite).toEqual([]);
  });

  it('counts the scripts the page ran at their gzip size, not the app it only prefetched', () => {
    const read = readLighthouseResult(JSON.stringify(fixture), gzipBytesOf);
    // boot + index + preload-helper; the prefetched client chunk (and preload-helper's second, prefetched copy)
    // are `Other` requests.
    expect(read.metrics.scriptBytes).toBe(1000 + 2000 + 900);
    expect(read.scriptWireBytes).toBe(1493 + 2485 + 1456);
  });

  it('lists requests off loopback and a run that failed, whose scores are missing', () => {
    const broken = structuredClone(fixture) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { details?: { items: { url: string; resourceType: string }[] } }>;
      runtimeError?: { code: string; message: string };
    };
    for (const category of Object.values(broken.categories)) category.score = null;
    broken.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    broken.audits['network-requests']?.details?.items.push({
      url: 'https://fonts.example.com/a.woff2',
      resourceType: 'Font',
    });
    const read = readLighthouseResult(broken, gzipBytesOf);
    expect(read.offsite).toEqual(['https://fonts.example.com/a.woff2']);
    expect(read.problems).toEqual(['NO_FCP: The page did not paint any content.']);
    const rows = judge('pt', read);
    expect(row(rows, 'performance')).toMatchObject({ value: 'none', met: false });
    expect(row(rows, 'requests off loopback')).toMatchObject({ value: '1', met: false });
  });

  it('refuses a result that is not a Lighthouse result', () => {
    expect(() => readLighthouseResult({ categories: {} }, gzipBytesOf)).toThrow();
  });
});

describe('judging the budgets', () => {
  it('holds each score to ≥ 95 and each metric to its ceiling, bounds included', () => {
    const atBounds = judge(
      'en',
      figures({
        scores: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
        metrics: { lcp: 2500, tbt: 200, cls: 0.1, scriptBytes: 5 * 1024 },
      }),
    );
    expect(atBounds.every((r) => r.met)).toBe(true);
    const over = judge(
      'en',
      figures({
        scores: { performance: 94, accessibility: 100, 'best-practices': 100, seo: 100 },
        metrics: { lcp: 2501, tbt: 201, cls: 0.11, scriptBytes: 5 * 1024 + 1 },
      }),
    );
    expect(over.filter((r) => !r.met).map((r) => r.name)).toEqual([
      'performance',
      'LCP',
      'TBT',
      'CLS',
      'script before input',
    ]);
    expect(row(over, 'TBT')).toMatchObject({ language: 'en', value: '201 ms', budget: '≤ 200 ms' });
    expect(row(over, 'script before input')).toMatchObject({ value: '5.0 KB', budget: '≤ 5.0 KB' });
  });

  it('takes each figure’s median over the runs, leaving out a run that lacked it', () => {
    const median = medianFigures([
      figures({ metrics: { lcp: 1300, tbt: 400, cls: 0, scriptBytes: 3000 } }),
      figures({ metrics: { lcp: 1100, tbt: Number.NaN, cls: 0.02, scriptBytes: 3000 } }),
      figures({
        scores: { performance: 90, accessibility: 100, 'best-practices': 96, seo: 100 },
        metrics: { lcp: 1200, tbt: 100, cls: 0, scriptBytes: 3000 },
        offsite: ['https://example.com/'],
      }),
    ]);
    expect(median.metrics).toEqual({ lcp: 1200, tbt: 400, cls: 0, scriptBytes: 3000 });
    expect(median.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(median.offsite).toEqual(['https://example.com/']);
    // A figure most runs lacked fails rather than passing on one run.
    const sparse = medianFigures([
      figures({ metrics: { lcp: Number.NaN, tbt: 0, cls: 0, scriptBytes: 0 } }),
      figures({ metrics: { lcp: Number.NaN, tbt: 0, cls: 0, scriptBytes: 0 } }),
      figures(),
    ]);
    expect(sparse.metrics.lcp).toBeNaN();
    expect(row(judge('pt', sparse), 'LCP')).toMatchObject({ value: 'none', met: false });
  });

  it('prints the anchor beside each figure and marks what failed', () => {
    const rows = judge(
      'pt',
      figures({ metrics: { lcp: 1400, tbt: 700, cls: 0, scriptBytes: 3990 } }),
      figures({ metrics: { lcp: 1500, tbt: 600, cls: 0, scriptBytes: 0 } }),
    );
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^language\s+figure\s+median\s+anchor\s+budget$/);
    expect(lines.find((l) => l.includes('TBT'))).toMatch(/^pt\s+TBT\s+700 ms\s+600 ms\s+≤ 200 ms\s+✗$/);
    expect(lines.find((l) => l.includes('script before input'))).toMatch(/3\.9 KB\s+0\.0 KB\s+≤ 5\.0 KB\s+✓$/);
  });
});
