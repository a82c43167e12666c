/** One line of the smoke report. */
export interface CheckResult {
  readonly name: string;
  readonly status: 'pass' | 'fail' | 'skip';
  readonly ms: number;
  readonly detail: string;
}

const headings = ['check', 'status', 'ms', 'detail'] as const;

/** Longest detail shown: the table is read in a terminal; a failure's full text is what gets cut. */
const maxDetail = 160;

const cell = (text: string, width: number) => text.padEnd(width);

/**
 * The printed table: one row per check, padded columns, and a last line counting passes, failures and skips so a
 * deploy log shows the verdict at a glance.
 */
export function formatReport(results: readonly CheckResult[]): string {
  const rows = results.map((r) => [
    r.name,
    r.status.toUpperCase(),
    String(Math.round(r.ms)),
    r.detail.replace(/\s+/g, ' ').slice(0, maxDetail),
  ]);
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : cell(c, widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
  return [
    line(headings),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
  ].join('\n');
}

/** The process exit code for a run: any failure fails the deploy step. */
export const exitCodeOf = (results: readonly CheckResult[]): 0 | 1 =>
  results.some((r) => r.status === 'fail') ? 1 : 0;
