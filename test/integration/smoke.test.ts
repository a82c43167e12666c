import { describe, expect, inject, it } from 'vitest';
import { formatReport } from '../../infra/smoke/report.js';
import { runSmoke } from '../../infra/smoke/run.js';
import { families } from '../../shared/operations/types.js';
import { signUpAndKey } from './support/accounts.js';

/**
 * `npm run smoke` against the integration platform, as the engineer who deploys runs it against a stage: a
 * throwaway account verified through the local outbox, every family called for real, one job polled, the edge's
 * answers compared with the contract. Then the two ways it meets a real stage, whose e-mail it cannot read: with a
 * funded `--key`, and with nothing (dry runs). Everything stays on loopback (inputs are data URLs made in code).
 */

const { baseUrl, env } = inject('platform');

const byStatus = (results: Awaited<ReturnType<typeof runSmoke>>, status: 'pass' | 'fail' | 'skip') =>
  results.filter((r) => r.status === status).map((r) => r.name);

describe('npm run smoke against the local platform', { timeout: 90_000 }, () => {
  it('passes every check with a throwaway account verified locally, and names every family in its table', async () => {
    const results = await runSmoke({ url: baseUrl });
    const table = formatReport(results);

    expect(
      results.filter((r) => r.status !== 'pass'),
      table,
    ).toEqual([]);
    for (const family of families) expect(table).toContain(`\n${family}: `);
    // Verified here, so the family calls were real ones, each charged what its dry run quoted.
    expect(results.find((r) => r.name.startsWith('credits:'))?.detail).toMatch(/^\d+ charged in all, \d+ left$/);
    expect(results.find((r) => r.name.startsWith('jobs:'))?.detail).toMatch(/job charged 1$/);
    // The job's webhook reached the smoke's loopback receiver, signed with the account's secret, and the job says so.
    expect(results.find((r) => r.name.startsWith('jobs: signed webhook'))?.detail).toMatch(
      /^evt_\w+ job\.succeeded, signature verified; job shows attempt 1: 204 in \d+ ms$/,
    );
  });

  it('charges a funded --key when the account cannot be verified (a real stage)', async () => {
    const funded = await signUpAndKey(baseUrl, env, 'Smoke Key Owner');

    const results = await runSmoke({ url: baseUrl, key: funded.apiKey, readMail: false });

    expect(byStatus(results, 'fail'), formatReport(results)).toEqual([]);
    expect(byStatus(results, 'skip')).toEqual([
      'account: e-mail verified, welcome credits',
      // The job runs on --key's account, whose webhook secret the throwaway session cannot read.
      'jobs: signed webhook at a loopback receiver, recorded on the job',
      'credits: balance matches the charges',
    ]);
    expect(results.find((r) => r.name.startsWith('pdf: pdf.html-to-pdf'))?.detail).toMatch(/charged 1, \d+ left$/);
  });

  it('falls back to free dry runs without a funded key, and skips the job with the reason', async () => {
    const results = await runSmoke({ url: baseUrl, readMail: false });

    expect(byStatus(results, 'fail'), formatReport(results)).toEqual([]);
    const calls = results.filter((r) => /^(pdf|image|text|audio|video|verify): /.test(r.name));
    expect(calls.map((r) => r.detail)).toEqual(
      calls.map(() => expect.stringMatching(/^dry run: would cost \d+, charged 0$/)),
    );
    expect(results.find((r) => r.name.startsWith('jobs:'))).toMatchObject({
      status: 'skip',
      detail: expect.stringContaining('--key'),
    });
  });
});
