import { z } from 'zod';
import { bool, hexColor, int, num, text } from '../schemas/fields.js';
import { jobFields, limits, lowerEnum, remoteFile, videoFormats } from './common.js';
import { defineOperation } from './define.js';
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
} as const;

/** Seconds inside a video, to the millisecond; 24 hours is far beyond any input we accept. */
const seconds = () => num(0, 86400);

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
    subtitles: z
      .array(
        z
          .object({ text: text(500), startTime: seconds(), endTime: seconds() })
          .refine((s) => s.endTime > s.startTime, { message: 'endTime must be after startTime', path: ['endTime'] }),
      )
      .min(1)
      .max(2000),
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
    matchAudioDuration: bool().default(false).describe('Trim or pad the audio to the video length.'),
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
