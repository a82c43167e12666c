import { beforeAll, describe, expect, inject, it } from 'vitest';
import { videoAddSubtitles, videoMediaLimits, videoRenderFromImages } from '../../shared/operations/video.js';
import { signUpAndKey } from './support/accounts.js';
import { dataUrl, generate, type JobsClient, jobsClient } from './support/jobs.js';

/**
 * A job whose input the platform can already refuse is refused before the debit, with the problem the sync path
 * (or the worker) would answer: never a 202 that charges, fails and refunds. What accept can know without doing the
 * work: a `file_` id's existence and owner, the kind of file its first bytes show, and the lengths the input
 * declares.
 */

const { baseUrl, env } = inject('platform');
let api: JobsClient;
let other: JobsClient;

beforeAll(async () => {
  api = jobsClient(baseUrl, await signUpAndKey(baseUrl, env, 'Admission Tester'));
  other = jobsClient(baseUrl, await signUpAndKey(baseUrl, env, 'Other Account'));
});

/** Posts `body` and expects `status` with nothing charged: the header says 0 and the balance did not move. */
async function refusedUncharged(path: string, body: Record<string, unknown>, status: number) {
  const before = await api.balance();
  const response = await api.post(path, body);
  expect(response.status, JSON.stringify(response.json)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(response.headers.get('x-credits-charged')).toBe('0');
  expect(await api.balance()).toBe(before);
  return response.json as { detail: string };
}

describe('jobs refused at accept, uncharged', { timeout: 60_000 }, () => {
  it('a render whose image file_ id does not exist is a 404 naming the field', async () => {
    const problem = await refusedUncharged(
      videoRenderFromImages.path,
      { images: [{ url: 'file_AAAAAAAAAAAAAAAAAAAA', duration: 2 }] },
      404,
    );
    expect(problem.detail).toContain('images[0].url');
  });

  it("another account's upload is a 404 too", async () => {
    const png = await generate(['-f', 'lavfi', '-i', 'color=red:s=32x32', '-frames:v', '1'], 'png');
    const theirs = await other.uploadFile(png, 'red.png', 'image/png');
    await refusedUncharged(videoRenderFromImages.path, { images: [{ url: theirs, duration: 2 }] }, 404);
  });

  it('an audio upload given as videoUrl is a 415 naming the field and what it is', async () => {
    const wav = await generate(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'], 'wav');
    const audioId = await api.uploadFile(wav, 'tone.wav', 'audio/wav');
    const problem = await refusedUncharged(
      videoAddSubtitles.path,
      { videoUrl: audioId, subtitles: [{ text: 'Olá', startTime: 0, endTime: 1 }] },
      415,
    );
    expect(problem.detail).toContain('videoUrl');
    expect(problem.detail).toContain('audio/wav');
  });

  it('a PDF sent as a data URL where an image belongs is a 415 at accept', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await refusedUncharged(
      videoRenderFromImages.path,
      { images: [{ url: dataUrl(pdf, 'application/pdf'), duration: 1 }] },
      415,
    );
  });

  it('declared image durations longer than the output cap are a 422 before the debit, and in a dry run', async () => {
    const seconds = 60;
    const count = Math.floor(videoMediaLimits.maxOutputSeconds / seconds) + 1;
    const png = await generate(['-f', 'lavfi', '-i', 'color=blue:s=32x32', '-frames:v', '1'], 'png');
    const url = await api.uploadFile(png, 'blue.png', 'image/png');
    const images = Array.from({ length: count }, () => ({ url, duration: seconds }));
    const problem = await refusedUncharged(videoRenderFromImages.path, { images }, 422);
    expect(problem.detail).toContain(String(videoMediaLimits.maxOutputSeconds));
    await refusedUncharged(`${videoRenderFromImages.path}?dry_run=true`, { images }, 422);
  });
});
