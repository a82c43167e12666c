import { z } from 'zod';
import { bool, hexColor, int, num, text } from '../schemas/fields.js';
import { jobFields, limits, lowerEnum, remoteFile, videoFormats } from './common.js';
import { defineOperation } from './define.js';
import { jobAcceptedOutput } from './outputs/common.js';
import type { Operation, PerDurationRule } from './types.js';

/**
 * Video operations: all asynchronous jobs (202 with an id, then the job endpoints). The product sets no prices; the
 * work grows with the video, so each is priced by its length (docs/pricing.md): ffmpeg operations per started
 * minute of output (what the media worker's time and the result's download cost), AI image-to-video per second of
 * video the provider generates (what Nova Reel bills).
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

/** Output frame sizes the operations accept (width and height each), and the default frame. */
export const videoFrame = { minSide: 128, maxSide: 1920, defaultWidth: 1280, defaultHeight: 720 } as const;

/** Transitions between images or clips: this ffmpeg build has no xfade, so `fade` fades through black. */
export const videoTransitions = ['fade', 'none'] as const;

/** Slideshow shape limits (the output duration cap is videoMediaLimits.maxOutputSeconds). */
export const renderLimits = {
  maxImages: 50,
  minImageSeconds: 0.5,
  maxImageSeconds: 60,
  minFps: 10,
  maxFps: 60,
  defaultFps: 30,
} as const;

/** Frame sizes of the render presets, width × height. */
export const renderPresets = { youtubeShort: [1080, 1920], longVideo: [1920, 1080] } as const;

export const subtitleLimits = { maxCues: 2000, maxCueChars: 500, maxTextChars: 500_000 } as const;

/** Merge: how many clips, the normalised frame rate and the title card's length. */
export const mergeLimits = { minVideos: 2, maxVideos: 20, fps: 30, titleSeconds: 3 } as const;

export const imageToVideoLimits = { maxResults: 4, maxPromptChars: 512 } as const;

/**
 * 5 credits per started minute of output video, at least 5: a minute of 1080p output costs the media worker about
 * US$0.012 (compute and the result's download), which 5 credits pay for at the least a credit earns. A slideshow's
 * length is known from its input; the other operations' only from their files, which the worker probes: they are
 * held at the longest output accepted and the job settles at the length it produced (PerDurationRule).
 */
export const videoMinutePrice: PerDurationRule = {
  kind: 'per-duration',
  measure: 'outputSeconds',
  unit: 'minute',
  credits: 5,
  min: 5,
  maxSeconds: videoMediaLimits.maxOutputSeconds,
};

/** The longest clip image-to-video may be asked for (`duration`, seconds). */
export const imageToVideoMaxSeconds = 10;

/**
 * 32 credits per second of generated video, per variation, at least one 6-second Nova Reel clip (192): Nova Reel
 * bills US$0.08 a second, which 29 credits pay for at the least a credit earns. The seconds are those the engine
 * renders (its clip length: Nova Reel v1 makes 6-second clips whatever `duration` asks).
 */
export const imageToVideoPrice: PerDurationRule = {
  kind: 'per-duration',
  measure: 'outputSeconds',
  unit: 'second',
  credits: 32,
  min: 6 * 32,
  maxSeconds: imageToVideoMaxSeconds,
  times: 'numberResults',
};

// --- what the docs say about these limits, built from the constants above -------------------------------------

const mib = (bytes: number): string => `${bytes / (1024 * 1024)} MiB`;
const count = (n: number): string => n.toLocaleString('en-US');
const fileLimitText = `Each input file (URL, data URL or \`file_\` id) is at most ${mib(limits.video.maxFileBytes)}.`;
const probeLimitText =
  `Inputs are probed with ffprobe before any transcode: at most ${videoMediaLimits.maxInputSeconds} s long, ` +
  `${videoMediaLimits.maxWidth}×${videoMediaLimits.maxHeight} px and ${count(videoMediaLimits.maxPixels)} pixels ` +
  `per frame (4K UHD), ${videoMediaLimits.maxStreams} streams.`;
const frameText = `Width and height ${videoFrame.minSide}–${videoFrame.maxSide} px (odd sizes are rounded down to even).`;
const transitionText = `Transitions: ${videoTransitions.map((t) => `\`${t}\``).join(', ')} (fade goes through black; the ffmpeg build has no xfade, so no crossfades or wipes).`;
const jobText =
  'Answers 202 `{id, jobId, status, statusUrl}` (`Location` too); poll the status URL or pass `webhookUrl`. ' +
  'Invalid fields and URLs to private addresses are a 400 at accept time; what only the files can tell fails the ' +
  'job with its problem, naming the field: too large (413), not a video, image or audio (415), empty, unreadable, ' +
  'truncated or over a limit (422, naming the limit). A failed job is refunded.';
const heldPriceText =
  `Price: ${videoMinutePrice.credits} credits per started minute of output, at least ${videoMinutePrice.min}. ` +
  'The length is only known once the worker has probed the files, so the job is charged at accept for the longest ' +
  `output accepted (${videoMediaLimits.maxOutputSeconds / 60} minutes, ${videoMinutePrice.credits * (videoMediaLimits.maxOutputSeconds / 60)} credits, ` +
  'which the balance must cover) and settles at the length it produced when it succeeds: the difference goes back ' +
  "and the job's `creditsCharged` shows the final price.";

const cue = z
  .object({
    text: text(subtitleLimits.maxCueChars).describe('Text of the cue.'),
    startTime: seconds().describe('When the cue appears, in seconds.'),
    endTime: seconds().describe('When the cue disappears, in seconds.'),
  })
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
    cues.push({ text: body.slice(0, subtitleLimits.maxCueChars), startTime: start, endTime: end });
  }
  if (cues.length === 0) return { error: 'no cues found' };
  return { cues };
}

/** A list of cues, or SRT/WebVTT text parsed into one (a malformed file is a 400 naming the block). */
const subtitlesField = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  const parsed =
    value.length > subtitleLimits.maxTextChars
      ? { error: `longer than ${subtitleLimits.maxTextChars} characters` }
      : parseSubtitleText(value);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: `not valid SRT or WebVTT: ${parsed.error}` });
    return z.NEVER;
  }
  return parsed.cues;
}, z.array(cue).min(1).max(subtitleLimits.maxCues));

export const videoRenderFromImages = defineOperation({
  ...videoJob,
  id: 'video.render-video-from-images',
  method: 'POST',
  path: '/api/videos/render-video-from-images',
  credits: videoMinutePrice,
  input: z.object({
    images: z
      .array(
        z.object({
          url: remoteFile('image').describe('https URL (or `file_` id) of the image.'),
          duration: num(renderLimits.minImageSeconds, renderLimits.maxImageSeconds).describe('Seconds on screen.'),
        }),
      )
      .min(1)
      .max(renderLimits.maxImages)
      .describe('The images, in order: one object per image.'),
    transition: z.enum(videoTransitions).default('fade').describe('Transition between images.'),
    formatPreset: z
      .enum(['youtubeShort', 'longVideo'])
      .optional()
      .describe('youtubeShort 1080x1920, longVideo 1920x1080.'),
    animateImages: bool().default(false).describe('Slow zoom (Ken Burns) on each image.'),
    fps: int(renderLimits.minFps, renderLimits.maxFps)
      .default(renderLimits.defaultFps)
      .describe('Frames per second of the output.'),
    width: int(videoFrame.minSide, videoFrame.maxSide).optional().describe('Default 1280, or the preset width.'),
    height: int(videoFrame.minSide, videoFrame.maxSide).optional().describe('Default 720, or the preset height.'),
    outputFormat: lowerEnum(videoFormats).default('mp4').describe('Format of the video.'),
    ...jobFields,
  }),
  service: {
    id: 'videos-render-video-from-images',
    name: 'Vídeo a partir de imagens',
    description: 'Crie vídeos com transições a partir de uma sequência de imagens.',
    category: 'video',
    icon: 'clapperboard',
  },
  doc: {
    summary: 'Render a video from images',
    description: [
      `A slideshow: 1–${renderLimits.maxImages} images, each on screen ${renderLimits.minImageSeconds}–${renderLimits.maxImageSeconds} s (exact in frames), fitted onto a black frame.`,
      `The images' durations add up to at most ${videoMediaLimits.maxOutputSeconds} s of output (422 otherwise).`,
      `Price: ${videoMinutePrice.credits} credits per started minute of that output (the summed durations, exact in frames), at least ${videoMinutePrice.min}, charged at accept; \`dry_run=true\` answers the same price.`,
      transitionText,
      `Frame: \`formatPreset\` youtubeShort ${renderPresets.youtubeShort.join('×')} or longVideo ${renderPresets.longVideo.join('×')}, or width × height (default ${videoFrame.defaultWidth}×${videoFrame.defaultHeight}). ${frameText}`,
      `${renderLimits.minFps}–${renderLimits.maxFps} fps (default ${renderLimits.defaultFps}); mp4 (H.264 + AAC, faststart), mov or webm (VP8 + Opus), with a silent stereo track.`,
      fileLimitText,
      jobText,
    ].join(' '),
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
  credits: videoMinutePrice,
  input: z.object({
    videoUrl: remoteFile('video').describe('The video: an https URL or a `file_` id from POST /api/files.'),
    subtitles: subtitlesField.describe('A list of cues `{text, startTime, endTime}`, or SRT / WebVTT text.'),
    subtitleMode: z
      .enum(['burn', 'soft'])
      .default('burn')
      .describe('burn: drawn into the picture. soft: a selectable subtitle track (mp4, mov, webm).'),
    color: hexColor().default('#FFFFFF').describe('Text colour as hex `#RRGGBB`.'),
    backgroundColor: hexColor().optional().describe('Box colour behind the text (borderStyle box).'),
    position: z.enum(['bottom', 'center', 'top']).default('bottom').describe('Where the subtitles sit on the frame.'),
    fontSize: int(8, 200).default(36).describe('Font size in pixels.'),
    fontStyle: z.enum(['normal', 'bold', 'italic', 'bold-italic']).default('normal').describe('Font style.'),
    borderStyle: z
      .enum(['none', 'outline', 'box'])
      .default('outline')
      .describe('Outline around the letters, a box behind them, or none.'),
    alignment: z.enum(['left', 'center', 'right']).default('center').describe('Horizontal alignment of the text.'),
    effectStyle: z.enum(['none', 'fade']).default('none').describe('How each cue appears: at once or fading in.'),
    defaultFont: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .default('Arial')
      .describe('Font family; unknown fonts fall back to a sans-serif.'),
    outputFormat: lowerEnum(videoFormats).default('mp4').describe('Format of the video.'),
    ...jobFields,
  }),
  service: {
    id: 'videos-add-subtitles-to-video',
    name: 'Legendas em vídeo',
    description: 'Adicione legendas com cor, fonte e posição a um vídeo.',
    category: 'video',
    icon: 'captions',
  },
  doc: {
    summary: 'Burn subtitles into a video',
    description: [
      `Subtitles as 1–${count(subtitleLimits.maxCues)} cues of up to ${subtitleLimits.maxCueChars} characters, or SRT / WebVTT text of up to ${count(subtitleLimits.maxTextChars)} characters (a malformed file is a 400 naming the block).`,
      '`burn` draws them into the picture with the style options (bundled DejaVu fonts, any Unicode they cover; markup and ASS override tags are drawn as text); `soft` adds a selectable track (mov_text in mp4/mov, WebVTT in webm) and copies the video when its codec fits.',
      `The output is as long as the video. ${probeLimitText}`,
      fileLimitText,
      heldPriceText,
      jobText,
    ].join(' '),
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
  credits: videoMinutePrice,
  input: z.object({
    videoUrl: remoteFile('video').describe('The video: an https URL or a `file_` id from POST /api/files.'),
    mainAudioUrl: remoteFile('audio').describe(
      'The main audio (a voice-over, for example): an https URL or a `file_` id.',
    ),
    secondaryAudioUrl: remoteFile('audio').optional().describe('Background music, mixed under the main audio.'),
    mainAudioVolume: num(0, 2).default(1).describe('Volume of the main audio: 0 silent, 1 unchanged, 2 double.'),
    secondaryAudioVolume: num(0, 2)
      .default(0.5)
      .describe('Volume of the background music: 0 silent, 1 unchanged, 2 double.'),
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
  service: {
    id: 'videos-add-audio-to-video',
    name: 'Adicionar áudio ao vídeo',
    description: 'Inclua narração e trilha sonora em um vídeo, com controle de volume.',
    category: 'video',
    icon: 'music',
  },
  doc: {
    summary: 'Add audio to a video',
    description: [
      'Replaces the soundtrack with a main audio and an optional secondary track (music, looped), or mixes them over the video’s own audio (`videoAudio: mix`); volumes 0–2.',
      'The result is as long as the video: the main audio plays once (or loops with `matchAudioDuration`) and is cut at the video’s end. Output mp4 (H.264 copied when possible, AAC).',
      `${probeLimitText} The same limits apply to the audio files.`,
      fileLimitText,
      heldPriceText,
      jobText,
    ].join(' '),
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
  credits: videoMinutePrice,
  input: z.object({
    videos: z
      .array(z.union([remoteFile('video'), z.object({ url: remoteFile('video') })]))
      .min(mergeLimits.minVideos)
      .max(mergeLimits.maxVideos)
      .describe('Video URLs, as strings or `{url}` objects.'),
    width: int(videoFrame.minSide, videoFrame.maxSide)
      .default(videoFrame.defaultWidth)
      .describe('Width of the merged video in pixels.'),
    height: int(videoFrame.minSide, videoFrame.maxSide)
      .default(videoFrame.defaultHeight)
      .describe('Height of the merged video in pixels.'),
    transition: z.enum(videoTransitions).default('none').describe('Transition between the videos.'),
    outputFormat: lowerEnum(videoFormats).default('mp4').describe('Format of the video.'),
    title: z.string().trim().max(200).optional().describe('A title card shown for 3 seconds before the first video.'),
    ...jobFields,
  }),
  service: {
    id: 'videos-merge-videos',
    name: 'Juntar vídeos',
    description: 'Una vários vídeos em um único arquivo.',
    category: 'video',
    icon: 'film',
  },
  doc: {
    summary: 'Merge videos',
    description: [
      `Joins ${mergeLimits.minVideos}–${mergeLimits.maxVideos} videos in order, normalised to one frame (letterboxed; default ${videoFrame.defaultWidth}×${videoFrame.defaultHeight}), ${mergeLimits.fps} fps and 48 kHz stereo (silence for clips without audio). ${frameText}`,
      `${transitionText} Default \`none\`.`,
      `A \`title\` adds a ${mergeLimits.titleSeconds}-second title card in front.`,
      `The clips (and the title card) add up to at most ${videoMediaLimits.maxOutputSeconds} s of output. ${probeLimitText}`,
      fileLimitText,
      heldPriceText,
      jobText,
    ].join(' '),
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
  credits: imageToVideoPrice,
  input: z.object({
    positivePrompt: text(imageToVideoLimits.maxPromptChars).describe('How the image should move.'),
    imageUrl: remoteFile('image').describe('The starting image.'),
    duration: int(1, imageToVideoMaxSeconds)
      .default(5)
      .describe(
        'Seconds asked for; the provider renders its own clip length (6 s with Nova Reel), which is what is charged.',
      ),
    outputFormat: lowerEnum(['mp4']).default('mp4').describe('Format of the video.'),
    height: int(videoFrame.minSide, videoFrame.maxSide)
      .default(videoFrame.defaultHeight)
      .describe('Height of the video in pixels.'),
    width: int(videoFrame.minSide, videoFrame.maxSide)
      .default(videoFrame.defaultWidth)
      .describe('Width of the video in pixels.'),
    numberResults: int(1, imageToVideoLimits.maxResults)
      .default(1)
      .describe(`Variations; each costs ${imageToVideoPrice.credits} credits per second of its clip.`),
    ...jobFields,
  }),
  service: {
    id: 'videos-image-to-video',
    name: 'Imagem para vídeo',
    description: 'Anime uma imagem e transforme-a em um vídeo curto com IA.',
    category: 'video',
    icon: 'image-play',
  },
  provider: 'video-ai',
  doc: {
    summary: 'Animate an image into a video',
    description: [
      `AI image-to-video through the configured provider (Amazon Bedrock Nova Reel on AWS): 1–${imageToVideoLimits.maxResults} variations of one image, a prompt of up to ${imageToVideoLimits.maxPromptChars} characters.`,
      'The provider renders clips of its own fixed length and frame (the result states `durationSeconds`, `width`, `height`); the image is cropped to that frame.',
      `Price: ${imageToVideoPrice.credits} credits per second of each generated clip (Nova Reel: 6 s, so ${imageToVideoPrice.min} per variation), charged at accept; \`dry_run=true\` answers the same price.`,
      'Without a configured provider: 503, uncharged.',
      fileLimitText,
      "Answers 202 `{sessionId, jobId, status, statusUrl}`; a failed job is refunded. The finished job's `result` is `{videoUrl, videos: [{url, expiresAt}], durationSeconds, width, height, provider}`: the clips are kept 24 hours and their links signed each time the job is read.",
    ].join(' '),
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
