import { beforeAll, describe, expect, inject, it } from 'vitest';
import { operationPrice } from '../../shared/operations/pricing.js';
import type { Operation } from '../../shared/operations/types.js';
import { videoAddAudio, videoAddSubtitles, videoMerge } from '../../shared/operations/video.js';
import { signUpAndKey } from './support/accounts.js';
import {
  accepted,
  audioSamples,
  bandDifference,
  centreColour,
  colourClip,
  dataUrl,
  generate,
  grayFrame,
  type JobsClient,
  jobsClient,
  probe,
} from './support/jobs.js';

/**
 * The ffmpeg video operations end to end on the local platform, as a client calls them: inputs as `file_` uploads
 * (presigned POST to s3rver) or data URLs, 202 with the table's price debited, the job polled to success, the
 * result downloaded and checked with an independent ffprobe and decoded frames and samples.
 */

const { baseUrl, env } = inject('platform');
let api: JobsClient;

beforeAll(async () => {
  api = jobsClient(baseUrl, await signUpAndKey(baseUrl, env, 'Video Tester'));
});

/** Small media keeps the file fast: 320×240 at 10 fps, a few seconds. */
const size = { w: 320, h: 240, fps: 10 };

/**
 * Accepts a job (202, the table's price debited once), polls it to success and answers the result's bytes. Every
 * input here is an upload or a data URL, which accept probes, and every output is under a minute: the price of one
 * started minute of output (docs/pricing.md).
 */
async function runJob(operation: Operation, body: Record<string, unknown>): Promise<Uint8Array> {
  const price = operationPrice(operation, operation.input.parse(body), undefined, { outputSeconds: 59 });
  expect(price).toBeGreaterThan(0);
  const before = await api.balance();
  const response = await api.post(operation.path, body);
  expect(response.status).toBe(202);
  expect(response.headers.get('x-credits-charged')).toBe(String(price));
  const job = accepted.parse(response.json);
  const done = await api.settle(job.statusUrl);
  expect(done).toMatchObject({ status: 'succeeded', progress: 100, creditsCharged: price, error: null });
  expect(await api.balance()).toBe(before - price);
  return api.download(done, 'video/mp4');
}

describe('video operations on the local platform', { timeout: 60_000 }, () => {
  it('burns a subtitle cue into the bottom band during [0.5 s, 1.5 s] only (uploaded file_ input)', async () => {
    const source = await colourClip({ colour: 'gray', seconds: 3, ...size });
    const videoUrl = await api.uploadFile(source, 'grey.mp4', 'video/mp4');

    const video = await runJob(videoAddSubtitles, {
      videoUrl,
      subtitles: [{ text: 'Olá, mundo', startTime: 0.5, endTime: 1.5 }],
      position: 'bottom',
    });

    const { streams, duration } = await probe(video);
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 320,
      height: 240,
    });
    expect(Math.abs(duration - 3)).toBeLessThanOrEqual(1 / size.fps);
    const [before, during, after, sourceBefore, sourceDuring, sourceAfter] = await Promise.all([
      ...[0.2, 1.0, 2.5].map((t) => grayFrame(video, t)),
      ...[0.2, 1.0, 2.5].map((t) => grayFrame(source, t)),
    ]);
    if (!before || !during || !after || !sourceBefore || !sourceDuring || !sourceAfter) throw new Error('no frame');
    // Bottom third: where a bottom subtitle is drawn. Top third: nothing is ever drawn there.
    const band = [160, 240] as const;
    const top = [0, 80] as const;
    expect(bandDifference(during, sourceDuring, size.w, ...band)).toBeGreaterThan(5);
    expect(bandDifference(during, sourceDuring, size.w, ...top)).toBeLessThan(1);
    expect(bandDifference(before, sourceBefore, size.w, ...band)).toBeLessThan(1);
    expect(bandDifference(after, sourceAfter, size.w, ...band)).toBeLessThan(1);
  });

  it('adds a looped 440 Hz sine to a silent video: one AAC track as long as the video, still the sine at the end', async () => {
    const silent = await colourClip({ colour: 'navy', seconds: 2, ...size });
    const sine = await generate(
      ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:d=0.8', '-c:a', 'pcm_s16le'],
      'wav',
    );
    const mainAudioUrl = await api.uploadFile(sine, 'sine.wav', 'audio/wav');

    const video = await runJob(videoAddAudio, {
      videoUrl: dataUrl(silent, 'video/mp4'),
      mainAudioUrl,
      matchAudioDuration: true,
    });

    const { streams } = await probe(video);
    const audio = streams.filter((s) => s.codec_type === 'audio');
    expect(audio).toHaveLength(1);
    expect(audio[0]?.codec_name).toBe('aac');
    expect(Math.abs(Number(audio[0]?.duration) - 2)).toBeLessThanOrEqual(0.1);
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 320,
      height: 240,
    });
    // Past the 0.8 s source, only the loop can be sounding: it is loud and crosses zero 2 × 440 times a second.
    const seconds = 0.3;
    const samples = await audioSamples(video, 1.5, seconds);
    const rms = Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);
    expect(rms).toBeGreaterThan(0.03); // the sine's own level, downmixed to mono, is ≈ 0.06; silence is 0
    const crossings = samples.filter((x, i) => i > 0 && x < 0 !== (samples[i - 1] ?? x) < 0).length;
    expect(Math.abs(crossings / (2 * seconds) - 440)).toBeLessThan(30);
  });

  it('merges a 2 s and a 1.5 s clip (no transition, no title) into 3.5 s, red then blue', async () => {
    const [red, blue] = await Promise.all([
      colourClip({ colour: 'red', seconds: 2, ...size }),
      colourClip({ colour: 'blue', seconds: 1.5, ...size }),
    ]);
    const first = await api.uploadFile(red, 'red.mp4', 'video/mp4');

    const video = await runJob(videoMerge, {
      videos: [first, { url: dataUrl(blue, 'video/mp4') }],
      width: 320,
      height: 240,
      transition: 'none',
    });

    const { streams } = await probe(video);
    const picture = streams.find((s) => s.codec_type === 'video');
    expect(picture).toMatchObject({ codec_name: 'h264', width: 320, height: 240 });
    // Within one frame of the output, which merge renders at 30 fps.
    expect(Math.abs(Number(picture?.duration) - 3.5)).toBeLessThanOrEqual(1 / 30);
    expect(Math.abs(Number(streams.find((s) => s.codec_type === 'audio')?.duration) - 3.5)).toBeLessThanOrEqual(0.1);
    const [early, late] = await Promise.all([centreColour(video, 1.8), centreColour(video, 2.2)]);
    // Just before and just after the cut: the first clip's red, then the second's blue.
    expect(early[0]).toBeGreaterThan(200);
    expect(early[2]).toBeLessThan(50);
    expect(late[0]).toBeLessThan(50);
    expect(late[2]).toBeGreaterThan(200);
  });
});
