import type { z } from 'zod';
import { audioSpeechToText } from '../../../shared/operations/audio.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { json, type OperationResult } from '../../core/operation.js';
import { audioImplementation } from '../deps.js';
import type { AudioInputChecker } from '../engine/audio-input.js';
import type { AudioEncoder } from '../engine/ffmpeg.js';
import type { SpeechToText } from '../engine/stt.js';

export interface SttDeps {
  readonly stt: SpeechToText;
  readonly checkAudio: AudioInputChecker;
  readonly encoder: AudioEncoder;
}

type SttInput = Omit<z.output<(typeof audioSpeechToText)['input']>, 'audioFile'> & { audioFile: UploadedFile };

/** Checks and normalises the audio (see audio-input.ts), then hands a compact MP3 to the provider. */
export async function speechToText(deps: SttDeps, input: SttInput, signal: AbortSignal): Promise<OperationResult> {
  const checked = await deps.checkAudio(input.audioFile.bytes, signal);
  const audio = await deps.encoder.encode(checked.pcm, 'MP3', signal);
  const transcript = await deps.stt.transcribe({
    audio,
    language: input.language,
    enhanced: input.model === 'enhanced' || input.useEnhanced,
    signal,
  });
  return json({
    success: true,
    text: transcript.text,
    language: input.language,
    duration: Math.round(checked.duration * 100) / 100,
    provider: deps.stt.id,
    segments: transcript.segments,
  });
}

export default audioImplementation(
  audioSpeechToText,
  (engines) => (input, ctx) => {
    const e = engines();
    if (!e.stt) throw new Error('speech-to-text provider missing although available');
    return speechToText({ stt: e.stt, checkAudio: e.checkAudio, encoder: e.encoder }, input, ctx.signal);
  },
  (engines) => ({
    available: () => engines().stt !== undefined,
    // Priced per started minute of what the provider will hear: the decoded length, which the run sends as is.
    // Decoding refuses unreadable, cut-off and too long audio here, before the charge.
    measure: async (input, ctx) => ({
      audioSeconds: (await engines().checkAudio(input.audioFile.bytes, ctx.signal)).duration,
    }),
  }),
);
