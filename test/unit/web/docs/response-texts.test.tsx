import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../../../shared/i18n/responses/es.js';
import { fr } from '../../../../shared/i18n/responses/fr.js';
import { pt } from '../../../../shared/i18n/responses/pt.js';
import { buildOpenApi } from '../../../../shared/openapi.js';
import { operations } from '../../../../shared/operations/index.js';
import { outputFieldTexts } from '../../../../shared/operations/outputs/field-texts.js';
import { problemTitles } from '../../../../shared/problems.js';
import { DocsPage } from '../../../../web/src/features/docs/components/docs-page.js';
import { mockFetch, renderPage } from '../dashboard/helpers.js';

/**
 * The reference's answers in the reader's language (issue 28): the error catalogue's problem titles and the field
 * descriptions of a success body come from shared/i18n/responses in pt, es and fr, the English sources in English.
 */
const document = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });
const slow = { timeout: 15_000 };
const plain = (text: string) => text.replaceAll('`', '');

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The docs page in a language, with one operation opened (its summary clicked). */
async function openOperation(language: 'pt' | 'en' | 'es' | 'fr', id: string, path: string): Promise<HTMLElement> {
  mockFetch({ 'GET /api/openapi.json': { body: document } });
  await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao', language });
  const operation = await waitFor(() => {
    const el = screen.getAllByTestId('operation').find((e) => e.dataset.operationId === id);
    if (!el) throw new Error(`${id} not shown yet`);
    return el;
  }, slow);
  await userEvent.click(within(operation).getByText(path));
  await waitFor(() => expect(operation.querySelectorAll('table').length).toBeGreaterThan(1), slow);
  return operation;
}

/** `jobs.get`: its 200 body documents `result`, the webhook and each of its attempts. */
const openJob = (language: 'pt' | 'en' | 'es' | 'fr') => openOperation(language, 'jobs.get', '/api/jobs/{id}');

const titleCell = (code: string) =>
  screen.getByTestId('error-catalogue').querySelector(`tr[data-code="${code}"] td:nth-child(3)`)?.textContent;

describe('docs: problem titles and response fields in the reader’s language', { timeout: 30_000 }, () => {
  it.each([
    ['pt', pt],
    ['es', es],
    ['fr', fr],
  ] as const)('in %s, the error catalogue titles and a success body’s fields are translated', async (language, t) => {
    const job = await openJob(language);
    expect(titleCell('insufficient_credits')).toBe(t.problemTitles.insufficient_credits);
    expect(titleCell('key_restricted')).toBe(t.problemTitles.key_restricted);
    expect(job.textContent).toContain(plain(t.fields.jobResult));
    // Nested rows too: the webhook (a nullable object) and each of its attempts (a list of objects).
    expect(job.textContent).toContain(plain(t.fields.webhook));
    expect(job.textContent).toContain(t.fields.webhookAttemptStatus);
    expect(job.textContent).not.toContain(plain(outputFieldTexts.jobResult));
    expect(job.textContent).not.toContain(outputFieldTexts.webhookAttemptStatus);
    expect(titleCell('insufficient_credits')).not.toBe(problemTitles.insufficient_credits);
  });

  it('in English, the titles the API answers and the output schemas’ own descriptions', async () => {
    const job = await openJob('en');
    expect(titleCell('insufficient_credits')).toBe(problemTitles.insufficient_credits);
    expect(job.textContent).toContain(plain(outputFieldTexts.jobResult));
    expect(job.textContent).toContain(outputFieldTexts.webhookAttemptStatus);
    // A nullable object's description is read inside its variant, where the document carries it.
    expect(job.textContent).toContain(plain(outputFieldTexts.webhook));
  });

  it('in Portuguese, a job’s 202 documents the shared acceptance body in Portuguese', async () => {
    const merge = await openOperation('pt', 'video.merge-videos', '/api/videos/merge-videos');
    await waitFor(() => expect(merge.textContent).toContain(plain(pt.fields.jobAcceptedStatusUrl)), slow);
    expect(merge.textContent).not.toContain(plain(outputFieldTexts.jobAcceptedStatusUrl));
  });
});
