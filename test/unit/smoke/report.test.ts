import { describe, expect, it } from 'vitest';
import { exitCodeOf, formatReport } from '../../../infra/smoke/report.js';

const pass = { name: 'pdf: pdf.merge', status: 'pass', ms: 12.4, detail: 'merged' } as const;
const fail = { name: 'edge: bad key → 401', status: 'fail', ms: 3, detail: 'expected 401,\n  got 403' } as const;
const skip = { name: 'jobs: jobs.get', status: 'skip', ms: 0, detail: 'no funded key' } as const;

describe('the smoke report', () => {
  it('prints a header, one aligned row per check and the counts', () => {
    const lines = formatReport([pass, fail, skip]).split('\n');

    expect(lines[0]).toMatch(/^check\s+status\s+ms\s+detail$/);
    expect(lines.slice(2, 5)).toEqual([
      'pdf: pdf.merge       PASS    12  merged',
      'edge: bad key → 401  FAIL    3   expected 401, got 403',
      'jobs: jobs.get       SKIP    0   no funded key',
    ]);
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 1 skipped');
  });

  it('keeps each row on one line however long or multi-line the detail is', () => {
    const long = { ...fail, detail: `${'x'.repeat(300)}\n${'y'.repeat(300)}` };
    const row = formatReport([long]).split('\n')[2] ?? '';

    expect(row.startsWith('edge: bad key → 401')).toBe(true);
    expect(row.length).toBeLessThan(200);
  });

  it('exits 1 when any check failed, 0 when all passed or were skipped', () => {
    expect(exitCodeOf([pass, skip])).toBe(0);
    expect(exitCodeOf([pass, fail, skip])).toBe(1);
    expect(exitCodeOf([])).toBe(0);
  });
});
