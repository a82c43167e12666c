import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../infra/local/demo-account.js';
import { loadRoutes } from '../../infra/local/operations.js';
import { type Platform, projectRoot, startPlatform } from '../../infra/local/platform.js';
import { type CountingServer, startServer } from '../unit/net/servers.js';
import { signIn } from './support/account.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * The image generator end to end with a provider: a loopback fake of the HTTP (Runware-kind) provider is
 * configured through the environment, so this file boots its own local platform in its own process (the shared
 * one in the main process has no provider). Single generation → script → scenes → Generate All → the selected
 * scene images downloaded as one ZIP, opened here and counted.
 */

let fake: CountingServer;
let platform: Platform;
let dataDir: string;
let browser: Browser;
const tasks: Record<string, unknown>[] = [];
const colours = ['#0ea5e9', '#f59e0b', '#10b981', '#8b5cf6'];

beforeAll(async () => {
  fake = await startServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    const [task = {}] = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>[];
    tasks.push({ ...task, authorization: req.headers.authorization });
    const count = Number(task.numberResults ?? 1);
    const data = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        taskUUID: task.taskUUID,
        imageUUID: `fake-${tasks.length}-${i}`,
        seed: i,
        imageBase64Data: (
          await sharp({
            create: {
              width: Number(task.width),
              height: Number(task.height),
              channels: 3,
              background: colours[(tasks.length + i) % colours.length] ?? '#000',
            },
          })
            .png()
            .toBuffer()
        ).toString('base64'),
      })),
    );
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data }));
  });
  process.env.IMAGE_AI_HTTP_URL = `${fake.url}/v1`;
  process.env.IMAGE_AI_HTTP_API_KEY = 'fake-provider-key';
  dataDir = mkdtempSync(join(tmpdir(), 'alquimia-image-e2e-'));
  platform = await startPlatform({ port: 0, dataDir, quiet: true });
  const created = await ensureDemoAccount({
    root: projectRoot,
    baseUrl: platform.baseUrl,
    cognitoEndpoint: platform.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? '',
    clientId: platform.env.USER_POOL_CLIENT_ID ?? '',
    routes: (await loadRoutes(projectRoot)) ?? [],
  });
  expect(created).toBe(true);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('image generator with a provider', () => {
  it('generates a single image, then a script’s scenes, and downloads them as a ZIP', async () => {
    const { context, page } = await openPage(browser, { width: 1366, height: 1000, language: 'pt' });
    await signIn(page, platform.baseUrl, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await page.goto(`${platform.baseUrl}/dashboard/gerador-imagens`);
    await page.getByText('API Key ativa').waitFor({ timeout: 30_000 });

    // Single: the price comes from dry_run before anything is charged.
    await page.getByLabel('Prompt', { exact: true }).fill('um farol ao amanhecer');
    await page.getByRole('button', { name: /16:9/ }).click();
    await page.getByText('Custo: 3 créditos · Saldo: 20').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Gerar imagem' }).click();
    await page.getByTestId('result-grid').getByRole('img').first().waitFor({ timeout: 60_000 });
    expect(tasks[0]).toMatchObject({
      taskType: 'imageInference',
      positivePrompt: 'um farol ao amanhecer',
      width: 1408,
      height: 768,
      numberResults: 1,
      outputFormat: 'JPG',
      authorization: 'Bearer fake-provider-key',
    });
    await page.getByText('Imagens recentes (1)').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'image-generator/single');

    // Script → 3 scenes → Generate All (2 s pauses between scenes, as the spec says).
    await page.getByRole('tab', { name: 'Roteiro' }).click();
    await page
      .getByLabel('Roteiro completo')
      .fill('Um faroleiro vive numa ilha. Uma tempestade chega à noite. Ele guia um barco perdido até a costa.');
    await page.getByLabel('Número de cenas').fill('3');
    await page.getByRole('button', { name: 'Processar roteiro' }).click();
    await page.getByTestId('scene').nth(2).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('scene').count()).toBe(3);
    await page.getByRole('heading', { name: 'Cena 1: Opening Scene' }).waitFor();
    await page.getByRole('button', { name: 'Gerar todas' }).click();
    await page.getByTestId('progress-count').waitFor({ timeout: 10_000 });
    await page.getByText('Geração concluída! 3 imagens geradas com sucesso').waitFor({ timeout: 90_000 });
    expect(tasks).toHaveLength(4);
    await saveScreenshot(page, 'image-generator/script');

    // Select the three scene images and download them: several → one ZIP built in the browser.
    const results = page.getByTestId('result-panel');
    await results.getByRole('button', { name: 'Selecionar todas' }).click();
    const download = page.waitForEvent('download');
    await results.getByRole('button', { name: 'Baixar selecionadas (3)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^images_\d+\.zip$/);
    const path = await file.path();
    const entries = unzipSync(new Uint8Array(readFileSync(path)));
    const names = Object.keys(entries);
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(name).toMatch(/^image_img_[A-Za-z0-9]{20}\.jpg$/);
      const meta = await sharp(entries[name]).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
    }
    await context.close();
  });
});
