import type { z } from 'zod';
import { newId } from '../../shared/ids.js';
import type { audioTextToSpeech } from '../../shared/operations/audio.js';
import { operationPrice } from '../../shared/operations/pricing.js';
import type { Operation } from '../../shared/operations/types.js';
import { file, json, type OperationResult } from '../core/operation.js';
import { type AudioEncoder, audioContentTypes } from './engine/ffmpeg.js';
import { durationOf } from './engine/pcm.js';
import { plainSpeechText, type SpeechEngine } from './engine/speech.js';
import type { MediaStore } from './store/media.js';
import { type VoiceProfile, voiceProfile } from './voices.js';

/** The validated input shared by the text-to-speech paths (v1, v2 and premium use one schema). */
export type SpeechInput = z.output<(typeof audioTextToSpeech)['input']>;

export interface SpeechDeps {
  readonly engine: SpeechEngine;
  /** The engine's voice for a catalogue voice (eSpeak variant or Polly voice id). */
  readonly engineVoice: (profile: VoiceProfile) => string;
  readonly encoder: AudioEncoder;
  readonly media: MediaStore;
}

export interface SpeechCall {
  readonly operation: Operation;
  readonly accountId: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly signal: AbortSignal;
}

/** `Accept: audio/*` (or a specific audio type) asks for the bytes; anything else gets the JSON answer. */
const acceptsAudio = (accept: string | undefined): boolean => /\baudio\//i.test(accept ?? '');
const prefersJson = (accept: string | undefined): boolean =>
  /application\/json/i.test(accept ?? '') && !acceptsAudio(accept);

/**
 * Speaks the text with the engine, encodes it, and answers either the audio itself or the JSON of
 * docs/product.md#text-to-speech (`audioUrl` presigned from the media bucket, `fileName`, `format`, `textLength`,
 * `provider`, `language`, `billing`). `defaultAnswer` is the path's own kind: the v1 path answers audio, v2 and premium JSON.
 */
export async function speak(
  deps: SpeechDeps,
  input: SpeechInput,
  call: SpeechCall,
  defaultAnswer: 'audio' | 'json',
): Promise<OperationResult> {
  const profile = voiceProfile(input.voice);
  const pcm = await deps.engine.synthesize({
    text: plainSpeechText(input.text),
    engineVoice: deps.engineVoice(profile),
    language: input.language,
    speed: input.speed ?? 1,
    pitch: input.pitch ?? 1,
    signal: call.signal,
  });
  const bytes = await deps.encoder.encode(pcm, input.audioFormat, call.signal);
  const extension = input.audioFormat.toLowerCase();
  const fileName = `audio_${input.voice}_${input.language}.${extension}`;
  const contentType = audioContentTypes[input.audioFormat];
  const duration = Math.round(durationOf(pcm) * 100) / 100;
  const accept = call.headers.accept;
  const wantsAudio = defaultAnswer === 'audio' ? !prefersJson(accept) : acceptsAudio(accept);
  if (wantsAudio) {
    return { ...file(bytes, contentType, fileName), headers: { 'X-Audio-Duration': String(duration) } };
  }
  const key = `speech/${call.accountId}/${newId('tts')}.${extension}`;
  await deps.media.put(key, bytes, contentType, fileName, { duration: String(duration) });
  return json({
    success: true,
    audioUrl: await deps.media.url(key, fileName),
    fileName,
    format: extension,
    contentType,
    size: bytes.length,
    duration,
    textLength: input.text.length,
    provider: deps.engine.id,
    voice: input.voice,
    language: input.language,
    billing: { totalCreditsCharged: operationPrice(call.operation, input) },
  });
}
