import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createResultSigner } from '../../functions/core/files/results.js';
import { accountIdFor } from '../../functions/core/principal.js';
import { createSqsExportQueue } from '../../functions/platform/account-data/export-queue.js';
import { createExport } from '../../functions/platform/account-data/exports.js';
import { createNoMailer } from '../../functions/platform/account-data/mailer.js';
import type { DataExport } from '../../shared/operations/account-data.js';
import { en } from '../../web/src/features/dashboard/i18n/privacy/en.js';
import { es } from '../../web/src/features/dashboard/i18n/privacy/es.js';
import { fr } from '../../web/src/features/dashboard/i18n/privacy/fr.js';
import { pt } from '../../web/src/features/dashboard/i18n/privacy/pt.js';
import { dynamoClients } from '../integration/support/table.js';
import { registerVerified } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * A large account's export on the profile page (docs/privacy.md): the click answers 202 `running`, the page says the
 * file is being prepared and will be e-mailed, and once the export queue's consumer has built it the page shows the
 * link. The account here is small, so the export is queued by the same code with a lower limit (export-size.ts is
 * 10,000 items, too many to seed in a browser test), its message sent to the platform's own export queue; the page's
 * own request answers with that queued export, and its status is read from the real `GET /api/user/export/{id}` once
 * the test stops holding it at `running`. No sweep runs. Screenshots in screenshots/privacy/.
 */
const { baseUrl, env } = inject('platform');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Queues an export of the account with the request's own code, as a larger account's click would. */
async function queueExport(accountId: string, email: string): Promise<DataExport> {
  const s3 = new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const bucket = env.FILES_BUCKET ?? '';
  const queued = await createExport(
    {
      table: { ddb: dynamoClients(env).ddb, tableName: env.TABLE_NAME ?? '' },
      s3,
      bucket,
      sign: createResultSigner({ s3, bucket }),
      mailer: createNoMailer({ warn: () => {} }),
      siteUrl: baseUrl,
      inlineItems: 0,
      queue: createSqsExportQueue({
        sqs: new SQSClient({
          endpoint: env.AWS_ENDPOINT_URL_SQS,
          region: env.AWS_REGION ?? 'us-east-1',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          useQueueUrlAsEndpoint: false,
        }),
        queueUrl: env.EXPORTS_QUEUE_URL ?? '',
      }),
    },
    { accountId, email },
    new Date(),
  );
  expect(queued.status).toBe('running');
  return queued;
}

/** The export request answers 202 with `queued`, and its status reads `running`, until the routes are removed. */
const answerQueued = async (page: Page, queued: DataExport): Promise<void> => {
  await page.route('**/api/user/export', (route: Route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify(queued) })
      : route.continue(),
  );
  await page.route(`**/api/user/export/${queued.id}`, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(queued) }),
  );
};

const catalogues = { pt, en, es, fr } as const;

describe('profile page: a queued export', () => {
  it('says the file is being prepared and e-mailed, then shows the link the export queue made, in four languages', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    const who = { name: 'Rui Volumoso', email: `queued-${Date.now()}@example.test`, password: 'senha-fila-1' };
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await registerVerified(page, baseUrl, who);
    // The account id the platform derives from the session's subject (functions/core/principal.ts).
    const idToken = await page.evaluate(
      () => Object.entries(window.localStorage).find(([k]) => k.endsWith('.idToken'))?.[1] ?? '',
    );
    const claims = z
      .object({ sub: z.string() })
      .parse(JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')));
    const accountId = accountIdFor(claims.sub);

    for (const language of ['en', 'es', 'fr', 'pt'] as const) {
      const t = catalogues[language].privacy;
      const queued = await queueExport(accountId, who.email);
      // Held at `running` so the look is at the page before the export queue's consumer (which builds it at once).
      await answerQueued(page, queued);
      await page.evaluate((lang) => window.localStorage.setItem('preferredLanguage', lang), language);
      await page.goto(`${baseUrl}/dashboard/perfil`);
      const section = page.getByRole('region', { name: t.title });
      await section.waitFor();
      await section.getByRole('button', { name: t.exportButton }).click();
      await section.getByText(t.exportQueued).waitFor();
      expect(await section.getByRole('button', { name: t.exportButton }).isDisabled()).toBe(true);
      expect(await section.getByRole('link', { name: t.exportDownload }).count()).toBe(0);
      expect(await seriousViolations(page, 'section[aria-labelledby="profile-privacy"]'), language).toEqual([]);
      await saveScreenshot(page, `privacy/export-queued-${language}`);
      await page.unrouteAll({ behavior: 'wait' });
    }

    // The export queue's consumer built each export as soon as it was queued; the page's next look at the
    // platform's own `GET /api/user/export/{id}` finds the pt one ready.
    const section = page.getByRole('region', { name: pt.privacy.title });
    const link = section.getByRole('link', { name: pt.privacy.exportDownload });
    await link.waitFor({ timeout: 60_000 });
    await section.getByText(pt.privacy.exportReadyEmailed).waitFor();
    expect(await section.getByText(pt.privacy.exportQueued).count()).toBe(0);
    await saveScreenshot(page, 'privacy/export-queued-ready-pt');
    const download = await fetch(z.string().parse(await link.getAttribute('href')));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
