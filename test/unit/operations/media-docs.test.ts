import { describe, expect, it } from 'vitest';
import { maxSpeechSeconds } from '../../../functions/audio/engine/audio-input.js';
import { buildOpenApi } from '../../../shared/openapi.js';
import {
  audioSpeechToText,
  audioTextToSpeech,
  audioYoutubeTranscribe,
  speechMaxChars,
} from '../../../shared/operations/audio.js';
import { limits, videoFormats } from '../../../shared/operations/common.js';
import { operations } from '../../../shared/operations/index.js';
import type { Operation } from '../../../shared/operations/types.js';
import {
  imageToVideoLimits,
  mergeLimits,
  renderLimits,
  renderPresets,
  subtitleLimits,
  videoAddAudio,
  videoAddSubtitles,
  videoFrame,
  videoImageToVideo,
  videoMediaLimits,
  videoMerge,
  videoRenderFromImages,
  videoTransitions,
} from '../../../shared/operations/video.js';

/**
 * The published description of each media operation states the limits the code enforces. Expectations are computed
 * from the same constants the schemas and engines use, so a changed limit fails here until the docs say it.
 */

const doc = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });

function descriptionOf(op: Operation): string {
  const item: unknown = Reflect.get(Reflect.get(doc, 'paths') as object, op.path);
  const method: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, op.method.toLowerCase()) : null;
  const description: unknown = typeof method === 'object' && method !== null ? Reflect.get(method, 'description') : '';
  if (typeof description !== 'string') throw new Error(`${op.id} has no description`);
  return description;
}

const mib = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;
const n = (value: number) => value.toLocaleString('en-US');
const videoFile = mib(limits.video.maxFileBytes);
const probed = [
  `${videoMediaLimits.maxInputSeconds} s`,
  `${videoMediaLimits.maxWidth}×${videoMediaLimits.maxHeight} px`,
  `${n(videoMediaLimits.maxPixels)} pixels`,
  `${videoMediaLimits.maxStreams} streams`,
];
const frame = `${videoFrame.minSide}–${videoFrame.maxSide} px`;
const transitions = videoTransitions.map((t) => `\`${t}\``);

const expected: readonly (readonly [Operation, readonly string[]])[] = [
  [
    videoRenderFromImages,
    [
      `1–${renderLimits.maxImages} images`,
      `${renderLimits.minImageSeconds}–${renderLimits.maxImageSeconds} s`,
      `at most ${videoMediaLimits.maxOutputSeconds} s of output`,
      `youtubeShort ${renderPresets.youtubeShort.join('×')}`,
      `longVideo ${renderPresets.longVideo.join('×')}`,
      `default ${videoFrame.defaultWidth}×${videoFrame.defaultHeight}`,
      frame,
      `${renderLimits.minFps}–${renderLimits.maxFps} fps`,
      ...videoFormats,
      ...transitions,
      videoFile,
      '413',
      '415',
      '422',
    ],
  ],
  [
    videoAddSubtitles,
    [
      `1–${n(subtitleLimits.maxCues)} cues`,
      `${subtitleLimits.maxCueChars} characters`,
      `${n(subtitleLimits.maxTextChars)} characters`,
      ...probed,
      videoFile,
    ],
  ],
  [videoAddAudio, [...probed, videoFile, 'mp4']],
  [
    videoMerge,
    [
      `${mergeLimits.minVideos}–${mergeLimits.maxVideos} videos`,
      `${mergeLimits.fps} fps`,
      `${mergeLimits.titleSeconds}-second title card`,
      `at most ${videoMediaLimits.maxOutputSeconds} s of output`,
      frame,
      ...transitions,
      ...probed,
      videoFile,
    ],
  ],
  [
    videoImageToVideo,
    [
      `1–${imageToVideoLimits.maxResults} variations`,
      `${imageToVideoLimits.maxPromptChars} characters`,
      '503, uncharged',
      videoFile,
    ],
  ],
];

describe('video operation docs', () => {
  it('cover every video operation', () => {
    const video = operations.filter((op) => op.family === 'video').map((op) => op.id);
    expect(expected.map(([op]) => op.id).sort()).toEqual(video.sort());
  });

  it.each(expected.map(([op, phrases]) => [op.id, op, phrases] as const))(
    '%s states its limits and transitions in the OpenAPI description',
    (_id, op, phrases) => {
      const description = descriptionOf(op);
      for (const phrase of phrases) expect(description).toContain(phrase);
    },
  );

  it('state the limits the schemas enforce (the constants are the schemas’ own)', () => {
    const image = { url: 'https://example.com/1.jpg', duration: renderLimits.maxImageSeconds };
    const tooMany = Array.from({ length: renderLimits.maxImages + 1 }, () => image);
    expect(videoRenderFromImages.input.safeParse({ images: tooMany }).success).toBe(false);
    expect(videoRenderFromImages.input.safeParse({ images: tooMany.slice(1) }).success).toBe(true);
    const tooLong = [{ ...image, duration: renderLimits.maxImageSeconds + 1 }];
    expect(videoRenderFromImages.input.safeParse({ images: tooLong }).success).toBe(false);
    const clips = Array.from({ length: mergeLimits.maxVideos + 1 }, () => 'https://example.com/a.mp4');
    expect(videoMerge.input.safeParse({ videos: clips }).success).toBe(false);
    expect(videoMerge.input.safeParse({ videos: clips.slice(1), width: videoFrame.maxSide + 2 }).success).toBe(false);
  });
});

describe('audio operation docs', () => {
  const minutes = `${maxSpeechSeconds / 60} minutes`;

  it('text to speech states its text limit, voices, errors and the premium path', () => {
    const description = descriptionOf(audioTextToSpeech);
    for (const phrase of [n(speechMaxChars), 'eSpeak NG', '400', 'premium', 'X-Audio-Duration'])
      expect(description).toContain(phrase);
  });

  it('speech to text states its file size and duration limits, its errors and that it has no fallback', () => {
    const description = descriptionOf(audioSpeechToText);
    for (const phrase of [
      mib(limits.audio.maxFileBytes),
      minutes,
      '415',
      '422',
      '502',
      '503, uncharged',
      'no fallback',
    ])
      expect(description).toContain(phrase);
  });

  it('YouTube transcription states the caption order, the speech-to-text fallback and its errors', () => {
    const description = descriptionOf(audioYoutubeTranscribe);
    for (const phrase of ['people-written before automatic', 'speech-to-text', minutes, '400', '422', '502'])
      expect(description).toContain(phrase);
  });
});
