import { unprocessable } from '../core/errors.js';
import type { SafeFetch } from '../core/net/fetch.js';
import { json, type OperationResult } from '../core/operation.js';
import type { AudioInputChecker } from './engine/audio-input.js';
import type { AudioEncoder } from './engine/ffmpeg.js';
import type { SpeechToText, TranscriptSegment } from './engine/stt.js';
import { type CaptionSource, youtubeVideoId } from './engine/youtube.js';

/**
 * A YouTube video's transcript from its published captions. Without captions, and only where both a
 * speech-to-text provider and an audio source for YouTube videos are configured, the audio is transcribed;
 * otherwise a clear 422.
 */

export interface YoutubeAudioSource {
  /** `{id}` in the template is replaced by the video id; the URL is fetched through the SSRF guard. */
  readonly urlTemplate: string;
  readonly fetch: SafeFetch;
}

export interface YoutubeDeps {
  readonly captions: CaptionSource;
  readonly fallback?: {
    readonly stt: SpeechToText;
    readonly audio: YoutubeAudioSource;
    readonly checkAudio: AudioInputChecker;
    readonly encoder: AudioEncoder;
  };
}

const joined = (segments: readonly TranscriptSegment[]) =>
  segments
    .map((s) => s.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const round = (segments: readonly TranscriptSegment[]) =>
  segments.map((s) => ({
    start: Math.round(s.start * 1000) / 1000,
    end: Math.round(s.end * 1000) / 1000,
    text: s.text,
  }));

export async function transcribeYoutube(
  deps: YoutubeDeps,
  input: { videoUrl: string; language?: string },
  signal: AbortSignal,
): Promise<OperationResult> {
  const videoId = youtubeVideoId(input.videoUrl);
  const captions = await deps.captions.captions(videoId, input.language, signal);
  if (captions) {
    return json({
      success: true,
      videoId,
      source: captions.automatic ? 'automatic-captions' : 'captions',
      language: captions.language,
      transcription: joined(captions.segments),
      segments: round(captions.segments),
    });
  }
  const fallback = deps.fallback;
  if (!fallback) {
    throw unprocessable(
      `The video ${videoId} has no published captions, and no speech-to-text provider is configured to transcribe its audio.`,
    );
  }
  const audio = await fallback.audio.fetch(fallback.audio.urlTemplate.replaceAll('{id}', videoId), {
    field: 'videoUrl',
    maxBytes: 100 * 1024 * 1024,
    signal,
  });
  const checked = await fallback.checkAudio(audio.bytes, signal);
  const language = input.language ?? 'en-US';
  const transcript = await fallback.stt.transcribe({
    audio: await fallback.encoder.encode(checked.pcm, 'MP3', signal),
    language,
    enhanced: false,
    signal,
  });
  return json({
    success: true,
    videoId,
    source: 'speech-to-text',
    provider: fallback.stt.id,
    language,
    transcription: transcript.text,
    segments: round(transcript.segments),
  });
}
