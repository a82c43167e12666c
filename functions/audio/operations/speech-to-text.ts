import type { z } from 'zod';
import type { audioSpeechToText } from '../../../shared/operations/audio.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { json, type OperationResult } from '../../core/operation.js';
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
