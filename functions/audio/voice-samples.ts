import type { Voice } from '../../shared/voices.js';
import { json, type OperationResult } from '../core/operation.js';
import type { AudioEncoder } from './engine/ffmpeg.js';
import { durationOf } from './engine/pcm.js';
import type { SpeechEngine } from './engine/speech.js';
import type { MediaStore } from './store/media.js';
import { sampleTexts, type VoiceProfile, voiceProfile, voicesForLanguage } from './voices.js';

/**
 * Voice samples: one short MP3 per voice and engine, spoken from a fixed sentence and cached in the media
 * bucket, so every customer after the first gets the stored file.
 */

export interface SampleDeps {
  readonly engine: SpeechEngine;
  readonly engineVoice: (profile: VoiceProfile) => string;
  readonly encoder: AudioEncoder;
  readonly media: MediaStore;
}

const sampleKey = (engine: string, voice: string) => `samples/${engine}/${voice}.mp3`;
const sampleName = (voice: string) => `sample_${voice}.mp3`;

const durationFrom = (metadata: Readonly<Record<string, string>>): number | null => {
  const value = Number(metadata.duration);
  return Number.isFinite(value) ? value : null;
};

export async function listVoiceSamples(deps: SampleDeps, language: string): Promise<OperationResult> {
  const voices = await Promise.all(
    voicesForLanguage(language).map(async (profile) => {
      const key = sampleKey(deps.engine.id, profile.name);
      const metadata = await deps.media.head(key);
      return {
        voiceName: profile.name,
        language: profile.language,
        gender: profile.gender,
        engine: deps.engine.id,
        hasAudio: metadata !== undefined,
        audioUrl: metadata ? await deps.media.url(key, sampleName(profile.name)) : null,
        duration: metadata ? durationFrom(metadata) : null,
      };
    }),
  );
  return json({ success: true, language, voices });
}

export async function generateVoiceSample(
  deps: SampleDeps,
  input: { voiceName: Voice; language: string },
  signal: AbortSignal,
): Promise<OperationResult> {
  // The table's rule already refused a language the voice does not speak (shared/operations/audio.ts).
  const profile = voiceProfile(input.voiceName);
  const key = sampleKey(deps.engine.id, profile.name);
  const cached = await deps.media.head(key);
  let duration = cached ? durationFrom(cached) : null;
  if (!cached) {
    const pcm = await deps.engine.synthesize({
      text: sampleTexts[profile.language],
      engineVoice: deps.engineVoice(profile),
      language: profile.language,
      speed: 1,
      pitch: 1,
      signal,
    });
    duration = Math.round(durationOf(pcm) * 100) / 100;
    const bytes = await deps.encoder.encode(pcm, 'MP3', signal);
    await deps.media.put(key, bytes, 'audio/mpeg', sampleName(profile.name), { duration: String(duration) });
  }
  return json({
    success: true,
    cached: cached !== undefined,
    sample: {
      voiceName: profile.name,
      audioUrl: await deps.media.url(key, sampleName(profile.name)),
      duration,
    },
  });
}
