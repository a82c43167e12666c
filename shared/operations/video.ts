import { z } from 'zod';
import { bool, hexColor, int, num, text } from '../schemas/fields.js';
import { jobFields, limits, lowerEnum, remoteFile, videoFormats } from './common.js';
import { defineOperation } from './define.js';
import { jobAcceptedOutput } from './outputs/common.js';
import type { Operation } from './types.js';

/**
 * Video operations: all asynchronous jobs (202 with an id, then the job endpoints). The spec gives no prices:
 * ffmpeg work is priced by weight (render 5, subtitles 3, merge 3, add audio 2); AI image-to-video is a paid
 * provider call, 10 credits per requested video.
 */

const videoJob = {
  auth: 'api-key',
  family: 'video',
  bodyTypes: ['json'],
  response: 'json',
  mode: 'async-only',
  limits: limits.video,
  output: jobAcceptedOutput,
  outputStatuses: [202],
} as const;

/** Seconds inside a video, to the millisecond; 24 hours is far beyond any input we accept. */
const seconds = () => num(0, 86400);

/**
 * Media limits checked with ffprobe before any transcode (413 for size-like limits, 422 otherwise). Inputs longer
 * than 10 minutes, larger than 4K UHD or with more than 8 streams are refused; so is an output over 10 minutes.
 */
export const videoMediaLimits = {
  maxInputSeconds: 600,
  maxOutputSeconds: 600,
  maxWidth: 3840,
  maxHeight: 3840,
  maxPixels: 3840 * 2160,
  maxStreams: 8,
} as const;

const cue = z
  .object({ text: text(500), startTime: seconds(), endTime: seconds() })
  .refine((s) => s.endTime > s.startTime, { message: 'endTime must be after startTime', path: ['endTime'] });
export type SubtitleCue = z.output<typeof cue>;

/** `00:01:02,500` (SRT) or `01:02.500` / `00:01:02.500` (WebVTT) → seconds. */
function timestamp(raw: string): number | undefined {
  const m = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[,.](\d{1,3})$/.exec(raw.trim());
  if (!m) return undefined;
  const [, h = '0', min = '0', sec = '0', frac = '0'] = m;
  if (Number(min) > 59 || Number(sec) > 59) return undefined;
  return Number(h) * 3600 + Number(min) * 60 + Number(sec) + Number(frac.padEnd(3, '0')) / 1000;
}

/**
 * SRT or WebVTT text → cues. Cue settings after the times and VTT NOTE/STYLE blocks are ignored; any block with a
 * malformed time line makes the whole text invalid (a half-read subtitle file is worse than a clear 400).
 */
export function parseSubtitleText(source: string): { cues: SubtitleCue[] } | { error: string } {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const cues: SubtitleCue[] = [];
  for (const [index, block] of blocks.entries()) {
    const lines = block.split('\n').filter((l, i, all) => l.trim() !== '' || (i > 0 && i < all.length - 1));
    if (lines.length === 0) continue;
    const first = lines[0]?.trim() ?? '';
    if (index === 0 && first.startsWith('WEBVTT')) continue;
    if (/^(NOTE|STYLE|REGION)\b/.test(first)) continue;
    const timeAt = lines.findIndex((l) => l.includes('-->'));
    if (timeAt < 0 || timeAt > 1) return { error: `block ${index + 1}: expected a "start --> end" time line` };
    const [startRaw = '', rest = ''] = (lines[timeAt] ?? '').split('-->');
    const start = timestamp(startRaw);
    const end = timestamp(rest.trim().split(/\s+/)[0] ?? '');
    if (start === undefined || end === undefined) return { error: `block ${index + 1}: malformed time line` };
    if (end <= start) return { error: `block ${index + 1}: the end time must be after the start time` };
    const body = lines
      .slice(timeAt + 1)
      .join('\n')
      .trim();
    if (body === '') continue;
    cues.push({ text: body.slice(0, 500), startTime: start, endTime: end });
  }
  if (cues.length === 0) return { error: 'no cues found' };
  return { cues };
}

/** A list of cues, or SRT/WebVTT text parsed into one (a malformed file is a 400 naming the block). */
const subtitlesField = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  const parsed = value.length > 500_000 ? { error: 'longer than 500000 characters' } : parseSubtitleText(value);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: `not valid SRT or WebVTT: ${parsed.error}` });
    return z.NEVER;
  }
  return parsed.cues;
}, z.array(cue).min(1).max(2000));

export const videoRenderFromImages = defineOperation({
  ...videoJob,
  id: 'video.render-video-from-images',
  method: 'POST',
  path: '/api/videos/render-video-from-images',
  credits: { kind: 'fixed', credits: 5 },
  input: z.object({
    images: z
      .array(z.object({ url: remoteFile(), duration: num(0.5, 60).describe('Seconds on screen.') }))
      .min(1)
      .max(50),
    transition: z.enum(['fade', 'none']).default('fade'),
    formatPreset: z
      .enum(['youtubeShort', 'longVideo'])
      .optional()
      .describe('youtubeShort 1080x1920, longVideo 1920x1080.'),
    animateImages: bool().default(false).describe('Slow zoom (Ken Burns) on each image.'),
    fps: int(10, 60).default(30).describe('Frames per second of the output.'),
    width: int(128, 1920).optional().describe('Default 1280, or the preset width.'),
    height: int(128, 1920).optional().describe('Default 720, or the preset height.'),
    outputFormat: lowerEnum(videoFormats).default('mp4'),
    ...jobFields,
  }),
  serviceId: 'videos-render-video-from-images',
  doc: {
    summary: 'Render a video from images',
    description: 'A slideshow with transitions. Answers 202 `{id, jobId, status, statusUrl}`.',
    example: {
      images: [
        { url: 'https://example.com/1.jpg', duration: 3 },
        { url: 'https://example.com/2.jpg', duration: 3 },
      ],
      transition: 'fade',
      formatPreset: 'longVideo',
      outputFormat: 'mp4',
    },
  },
});

export const videoAddSubtitles = defineOperation({
  ...videoJob,
  id: 'video.add-subtitles-to-video',
  method: 'POST',
  path: '/api/videos/add-subtitles-to-video',
  credits: { kind: 'fixed', credits: 3 },
  input: z.object({
    videoUrl: remoteFile(),
    subtitles: subtitlesField.describe('A list of cues `{text, startTime, endTime}`, or SRT / WebVTT text.'),
    subtitleMode: z
      .enum(['burn', 'soft'])
      .default('burn')
      .describe('burn: drawn into the picture. soft: a selectable subtitle track (mp4, mov, webm).'),
    color: hexColor().default('#FFFFFF'),
    backgroundColor: hexColor().optional().describe('Box colour behind the text (borderStyle box).'),
    position: z.enum(['bottom', 'center', 'top']).default('bottom'),
    fontSize: int(8, 200).default(36),
    fontStyle: z.enum(['normal', 'bold', 'italic', 'bold-italic']).default('normal'),
    borderStyle: z.enum(['none', 'outline', 'box']).default('outline'),
    alignment: z.enum(['left', 'center', 'right']).default('center'),
    effectStyle: z.enum(['none', 'fade']).default('none'),
    defaultFont: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .default('Arial')
      .describe('Font family; unknown fonts fall back to a sans-serif.'),
    outputFormat: lowerEnum(videoFormats).default('mp4'),
    ...jobFields,
  }),
  serviceId: 'videos-add-subtitles-to-video',
  doc: {
    summary: 'Burn subtitles into a video',
    description: 'Answers 202 `{id, jobId, status, statusUrl}`.',
    example: {
      videoUrl: 'https://example.com/video.mp4',
      subtitles: [{ text: 'Olá!', startTime: 0, endTime: 2.5 }],
      fontSize: 36,
      defaultFont: 'Arial',
    },
  },
});

export const videoAddAudio = defineOperation({
  ...videoJob,
  id: 'video.add-audio-to-video',
  method: 'POST',
  path: '/api/videos/add-audio-to-video',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({
    videoUrl: remoteFile(),
    mainAudioUrl: remoteFile(),
    secondaryAudioUrl: remoteFile().optional().describe('Background music, mixed under the main audio.'),
    mainAudioVolume: num(0, 2).default(1),
    secondaryAudioVolume: num(0, 2).default(0.5),
    matchAudioDuration: bool()
      .default(false)
      .describe('Loop the main audio to fill the video (it plays once otherwise); always cut at the video end.'),
    videoAudio: z
      .enum(['replace', 'mix'])
      .default('replace')
      .describe("replace: only the new tracks. mix: the video's own audio stays under them."),
    originalAudioVolume: num(0, 2).default(1).describe("Volume of the video's own audio when mixing."),
    ...jobFields,
  }),
  serviceId: 'videos-add-audio-to-video',
  doc: {
    summary: 'Add audio to a video',
    description: 'Replaces the soundtrack with a main audio and an optional secondary track. Answers 202.',
    example: {
      videoUrl: 'https://example.com/video.mp4',
      mainAudioUrl: 'https://example.com/voice.mp3',
      secondaryAudioUrl: 'https://example.com/music.mp3',
      mainAudioVolume: 1,
      secondaryAudioVolume: 0.5,
    },
  },
});

export const videoMerge = defineOperation({
  ...videoJob,
  id: 'video.merge-videos',
  method: 'POST',
  path: '/api/videos/merge-videos',
  credits: { kind: 'fixed', credits: 3 },
  input: z.object({
    videos: z
      .array(z.union([remoteFile(), z.object({ url: remoteFile() })]))
      .min(2)
      .max(20)
      .describe('Video URLs, as strings or `{url}` objects.'),
    width: int(128, 1920).default(1280),
    height: int(128, 1920).default(720),
    transition: z.enum(['none', 'fade']).default('none'),
    outputFormat: lowerEnum(videoFormats).default('mp4'),
    title: z.string().trim().max(200).optional(),
    ...jobFields,
  }),
  serviceId: 'videos-merge-videos',
  doc: {
    summary: 'Merge videos',
    description: 'Concatenates videos at one size. Answers 202.',
    example: {
      videos: [{ url: 'https://example.com/a.mp4' }, { url: 'https://example.com/b.mp4' }],
      width: 1280,
      height: 720,
    },
  },
});

export const videoImageToVideo = defineOperation({
  ...videoJob,
  id: 'video.image-to-video',
  method: 'POST',
  path: '/api/videos/image-to-video',
  credits: { kind: 'per-result', field: 'numberResults', credits: 10 },
  input: z.object({
    positivePrompt: text(512).describe('How the image should move.'),
    imageUrl: remoteFile().describe('The starting image.'),
    duration: int(1, 10).default(5).describe('Seconds.'),
    outputFormat: lowerEnum(['mp4']).default('mp4'),
    height: int(128, 1920).default(720),
    width: int(128, 1920).default(1280),
    numberResults: int(1, 4).default(1).describe('Variations; each costs 10 credits.'),
    ...jobFields,
  }),
  serviceId: 'videos-image-to-video',
  provider: 'video-ai',
  doc: {
    summary: 'Animate an image into a video',
    description: 'AI image-to-video (provider-backed). Answers 202 `{sessionId, jobId, status, statusUrl}`.',
    example: {
      positivePrompt: 'slow camera pan, waves moving',
      imageUrl: 'https://example.com/beach.jpg',
      duration: 5,
    },
  },
});

export const videoOperations: readonly Operation[] = [
  videoRenderFromImages,
  videoAddSubtitles,
  videoAddAudio,
  videoMerge,
  videoImageToVideo,
];
