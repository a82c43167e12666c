import { beforeAll, describe, expect, inject, it } from 'vitest';
import { operationPrice } from '../../shared/operations/pricing.js';
import { videoAddSubtitles, videoMediaLimits, videoMinutePrice } from '../../shared/operations/video.js';
import { labels, makePdf } from '../fixtures/pdf/build.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';

/**
 * A dry run makes the real call's checks short of downloading, through the local platform: a file reference that
 * the real call would refuse (unknown `file_` id, forbidden host) fails the dry run with the same
 * problem, and a job's webhook and nested URLs are checked as its acceptance would. Nothing is ever charged.
 */

const { baseUrl, env } = inject('platform');
let account: TestAccount;

beforeAll(async () => {
  account = await signUpAndKey(baseUrl, env, 'Dry Run Tester');
});

async function dryRun(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}${path}?dry_run=true`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'api-token': account.apiKey },
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json, charged: response.headers.get('x-credits-charged') };
}

describe('dry run checks what the real call would refuse', { timeout: 60_000 }, () => {
  it('answers 404 for a file_ id the caller never uploaded, as the real call does', async () => {
    const body = { file: 'file_000000000000NoSuchId', pages: '1' };
    const dry = await dryRun('/api/pdf/split', body);
    expect(dry).toMatchObject({ status: 404, charged: '0', json: { code: 'not_found' } });
    expect(String(dry.json.detail)).toContain('file');
  });

  it('answers the price for a file_ id that exists, without reading it', async () => {
    const created = await fetch(`${baseUrl}/api/files`, {
      method: 'POST',
      body: JSON.stringify({ filename: 'a.pdf', contentType: 'application/pdf' }),
      headers: { 'content-type': 'application/json', 'api-token': account.apiKey },
    });
    const { fileId, uploadUrl, uploadFields } = (await created.json()) as {
      fileId: string;
      uploadUrl: string;
      uploadFields: Record<string, string>;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(uploadFields)) form.append(name, value);
    form.append('file', new Blob([await makePdf(labels('D', 2))]), 'a.pdf');
    expect((await fetch(uploadUrl, { method: 'POST', body: form })).status).toBe(204);

    const dry = await dryRun('/api/pdf/split', { file: fileId, pages: '1' });
    expect(dry).toMatchObject({ status: 200, charged: '0', json: { dryRun: true, credits: 1, balance: 20 } });
  });

  it('refuses a URL whose host is not public, naming the field, before anything is fetched', async () => {
    const dry = await dryRun('/api/pdf/split', { file: 'https://127.0.0.1/private.pdf', pages: '1' });
    expect(dry).toMatchObject({ status: 400, charged: '0', json: { code: 'invalid_request' } });
    expect(String(dry.json.detail)).toMatch(/^file: /);
  });

  it("checks a job's webhookUrl and nested URLs as its acceptance would", async () => {
    const job = { subtitles: [{ text: 'Olá', startTime: 0, endTime: 1 }] };
    const metadata = await dryRun('/api/videos/add-subtitles-to-video', {
      ...job,
      videoUrl: 'https://93.184.216.34/video.mp4',
      webhookUrl: 'https://169.254.169.254/latest/meta-data',
    });
    expect(metadata).toMatchObject({ status: 400, charged: '0', json: { code: 'invalid_request' } });
    expect(String(metadata.json.detail)).toMatch(/^webhookUrl: /);

    const privateVideo = await dryRun('/api/videos/add-subtitles-to-video', {
      ...job,
      videoUrl: 'https://10.0.0.8/video.mp4',
    });
    expect(privateVideo).toMatchObject({ status: 400, charged: '0' });
    expect(String(privateVideo.json.detail)).toMatch(/^videoUrl: /);

    const fine = await dryRun('/api/videos/add-subtitles-to-video', {
      ...job,
      videoUrl: 'https://93.184.216.34/video.mp4',
    });
    // A remote video is not fetched at accept: the job is held at the longest output's price (docs/pricing.md).
    const held = operationPrice(
      videoAddSubtitles,
      videoAddSubtitles.input.parse({ ...job, videoUrl: 'https://93.184.216.34/v.mp4' }),
    );
    expect(held).toBe((videoMediaLimits.maxOutputSeconds / 60) * videoMinutePrice.credits);
    expect(fine).toMatchObject({ status: 200, charged: '0', json: { dryRun: true, credits: held } });
  });
});
