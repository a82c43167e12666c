import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Implementation } from '../../../functions/core/implement.js';
import type { FileResult } from '../../../functions/core/operation.js';
import { createNovaReelEngine } from '../../../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import type { Operation } from '../../../shared/operations/types.js';
import {
  videoAddAudio,
  videoAddSubtitles,
  videoMerge,
  videoRenderFromImages,
} from '../../../shared/operations/video.js';
import { bandDifference, clip, context, dataUrl, grayFrame, lavfi, probe, videoDeps } from './media.js';

/** The ffmpeg operations on tiny generated media, checked with an independent ffprobe and decoded frames. */

const implementations = createVideoImplementations({
  ...videoDeps(),
  imageToVideo: createNovaReelEngine({ client: () => new BedrockRuntimeClient({ region: 'us-east-1' }), modelId: 'm' }),
  keepOutput: async () => {
    throw new Error('no provider output in this test');
  },
});
const byId = new Map(implementations.map((i) => [i.operation.id, i]));

async function runOp(operation: Operation, raw: Record<string, unknown>): Promise<FileResult> {
  const impl: Implementation | undefined = byId.get(operation.id);
  if (!impl) throw new Error('missing');
  const result = await impl.run(operation.input.parse(raw), context(operation));
  if (result.kind !== 'file') throw new Error('expected a file');
  return result;
}

const png = (r: number, g: number, b: number, w = 200, h = 150) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

let grayClip: Uint8Array;
let silentClip: Uint8Array;
beforeAll(async () => {
  [grayClip, silentClip] = await Promise.all([
    clip({ seconds: 2, w: 160, h: 128, source: 'color=c=gray', audio: true }),
    clip({ seconds: 2, w: 160, h: 128 }),
  ]);
});

const frame = 0.1; // 10 fps in these tests: one frame

describe('render video from images', () => {
  it('renders a 3-image slideshow with fades: duration ±1 frame, size, H.264 + AAC', async () => {
    const images = await Promise.all([png(255, 0, 0), png(0, 255, 0, 90, 160), png(0, 0, 255)]);
    const result = await runOp(videoRenderFromImages, {
      images: images.map((bytes, i) => ({ url: dataUrl(bytes, 'image/png'), duration: i === 2 ? 1 : 0.5 })),
      width: 160,
      height: 128,
      fps: 10,
      transition: 'fade',
    });
    expect(result.contentType).toBe('video/mp4');
    const info = await probe(result.bytes);
    expect(Math.abs(info.duration - 2)).toBeLessThanOrEqual(frame + 0.03);
    const video = info.streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', width: 160, height: 128 });
    expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    // Mid-way through the first image the frame is its colour (red → grey level ≈ 76), not black.
    const middle = await grayFrame(result.bytes, 0.25);
    expect(middle[64 * 160 + 80]).toBeGreaterThan(50);
  });

  it('renders webm with animated images', async () => {
    const result = await runOp(videoRenderFromImages, {
      images: [{ url: dataUrl(await png(200, 100, 0), 'image/png'), duration: 1 }],
      width: 128,
      height: 128,
      fps: 10,
      animateImages: true,
      outputFormat: 'webm',
    });
    const info = await probe(result.bytes);
    expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['opus', 'vp8']);
    expect(Math.abs(info.duration - 1)).toBeLessThanOrEqual(frame + 0.03);
  });

  it('refuses an image URL to a private address before connecting (400)', async () => {
    await expect(
      runOp(videoRenderFromImages, { images: [{ url: 'http://10.0.0.1/x.png', duration: 1 }] }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
  });
});

describe('add subtitles', () => {
  it('changes pixels in the subtitle band during the cue and nowhere else', async () => {
    const result = await runOp(videoAddSubtitles, {
      videoUrl: dataUrl(grayClip, 'video/mp4'),
      subtitles: [{ text: 'Olá {\\b1}mundo', startTime: 0.8, endTime: 1.5 }],
      fontSize: 24,
      color: '#FFFFFF',
      borderStyle: 'box',
      backgroundColor: '#000000',
    });
    const info = await probe(result.bytes);
    expect(Math.abs(info.duration - 2)).toBeLessThanOrEqual(frame + 0.03);
    expect(info.streams.some((s) => s.codec_type === 'audio')).toBe(true);
    const [during, before, sourceDuring] = await Promise.all([
      grayFrame(result.bytes, 1.1),
      grayFrame(result.bytes, 0.3),
      grayFrame(grayClip, 1.1),
    ]);
    const band = [88, 128] as const;
    expect(bandDifference(during, sourceDuring, 160, ...band)).toBeGreaterThan(10);
    expect(bandDifference(before, sourceDuring, 160, ...band)).toBeLessThan(2);
    expect(bandDifference(during, sourceDuring, 160, 0, 60)).toBeLessThan(2);
  });

  it('adds SRT text as a soft mov_text track without re-encoding H.264', async () => {
    const result = await runOp(videoAddSubtitles, {
      videoUrl: dataUrl(silentClip, 'video/mp4'),
      subtitles: '1\n00:00:00,500 --> 00:00:01,500\nHello\n',
      subtitleMode: 'soft',
    });
    const info = await probe(result.bytes);
    expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['h264', 'mov_text']);
  });

  it('rejects a malformed SRT at validation (400 naming the block)', () => {
    const parsed = videoAddSubtitles.input.safeParse({
      videoUrl: 'https://example.com/v.mp4',
      subtitles: '1\n00:00:xx,500 --> 00:00:01,500\nHello\n',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('block 1');
  });

  it('refuses a file that is not a video (415) and an over-wide video (422 naming the limit)', async () => {
    await expect(
      runOp(videoAddSubtitles, {
        videoUrl: dataUrl(await png(1, 2, 3), 'image/png'),
        subtitles: [{ text: 'x', startTime: 0, endTime: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'unsupported_media_type' });
    const wide = await clip({ seconds: 0.2, w: 4000, h: 16, source: 'color=c=red' });
    await expect(
      runOp(videoAddSubtitles, {
        videoUrl: dataUrl(wide, 'video/mp4'),
        subtitles: [{ text: 'x', startTime: 0, endTime: 1 }],
      }),
    ).rejects.toMatchObject({
      code: 'unprocessable_input',
      extensions: { limit: expect.stringContaining('maxWidth') },
    });
    const truncated = grayClip.slice(0, 600);
    await expect(
      runOp(videoAddSubtitles, {
        videoUrl: dataUrl(truncated, 'video/mp4'),
        subtitles: [{ text: 'x', startTime: 0, endTime: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'unprocessable_input' });
  });
});

describe('add audio', () => {
  it('gives a silent video an audio track as long as the video, mixing main and looped music', async () => {
    const [voice, music] = await Promise.all([
      lavfi(['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=44100:d=0.7', '-c:a', 'libmp3lame'], 'mp3'),
      lavfi(['-f', 'lavfi', '-i', 'sine=frequency=800:sample_rate=22050:d=0.5', '-c:a', 'pcm_s16le'], 'wav'),
    ]);
    const result = await runOp(videoAddAudio, {
      videoUrl: dataUrl(silentClip, 'video/mp4'),
      mainAudioUrl: dataUrl(voice, 'audio/mpeg'),
      secondaryAudioUrl: dataUrl(music, 'audio/wav'),
    });
    const info = await probe(result.bytes);
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    expect(audio?.codec_name).toBe('aac');
    expect(Math.abs(Number(audio?.duration) - 2)).toBeLessThanOrEqual(0.1);
    expect(info.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
  });
});

describe('merge videos', () => {
  it('joins clips of different sizes into one of the requested size lasting the sum of their durations', async () => {
    const other = await clip({ seconds: 1, w: 128, h: 160, fps: 25, audio: true });
    const result = await runOp(videoMerge, {
      videos: [dataUrl(silentClip, 'video/mp4'), { url: dataUrl(other, 'video/mp4') }],
      width: 160,
      height: 128,
      transition: 'fade',
    });
    const info = await probe(result.bytes);
    expect(Math.abs(info.duration - 3)).toBeLessThanOrEqual(1 / 30 + 0.05);
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 160, height: 128 });
    expect(info.streams.some((s) => s.codec_type === 'audio')).toBe(true);
  });
});
