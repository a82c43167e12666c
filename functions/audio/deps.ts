import { registrar } from '../core/registration.js';
import type { AudioInputChecker } from './engine/audio-input.js';
import type { AudioEncoder } from './engine/ffmpeg.js';
import type { SpeechEngine } from './engine/speech.js';
import type { SpeechToText } from './engine/stt.js';
import type { CaptionSource } from './engine/youtube.js';
import type { SpeechCall, SpeechDeps } from './speech.js';
import type { SpeechHistoryStore } from './store/history.js';
import type { MediaStore } from './store/media.js';
import type { VoiceProfile } from './voices.js';
import type { YoutubeAudioSource } from './youtube.js';

/** Everything the audio operations use; built once per process, at the first request (wiring.ts). */
export interface AudioEngines {
  /** eSpeak NG: the default voice of every text-to-speech path but premium, and of the samples. */
  readonly speech: SpeechEngine;
  /** Amazon Polly, when configured: the premium path. */
  readonly premium?: SpeechEngine;
  readonly encoder: AudioEncoder;
  readonly media: MediaStore;
  readonly history: SpeechHistoryStore;
  readonly stt?: SpeechToText;
  readonly checkAudio: AudioInputChecker;
  readonly captions: CaptionSource;
  readonly youtubeAudio?: YoutubeAudioSource;
}

/** The engines as the audio operations receive them: memoised by the caller, so built at the first request. */
export type AudioWiring = () => AudioEngines;

/**
 * How an audio operation registers itself: `functions/audio/operations/<name>.ts` default-exports
 * `audioImplementation(audio<Name>, (engines) => fn)` for the table entry `audio.<name>` (core/registration.ts).
 */
export const audioImplementation = registrar<AudioWiring>('audio');

/** The local voice (eSpeak NG): every text-to-speech path but premium, and the samples. */
export const localSpeech = (engines: AudioWiring): SpeechDeps => {
  const e = engines();
  return {
    engine: e.speech,
    engineVoice: (profile: VoiceProfile) => profile.espeak,
    encoder: e.encoder,
    media: e.media,
  };
};

/** Amazon Polly's voice, for the premium path; called only while it is available. */
export const premiumSpeech = (engines: AudioWiring): SpeechDeps => {
  const e = engines();
  if (!e.premium) throw new Error('premium speech engine missing although available');
  return {
    engine: e.premium,
    engineVoice: (profile: VoiceProfile) => profile.polly,
    encoder: e.encoder,
    media: e.media,
  };
};

/** What the speech paths need of a call's context. */
export const callOf = (ctx: {
  operation: SpeechCall['operation'];
  principal: { accountId: string };
  headers: SpeechCall['headers'];
  signal: AbortSignal;
}): SpeechCall => ({
  operation: ctx.operation,
  accountId: ctx.principal.accountId,
  headers: ctx.headers,
  signal: ctx.signal,
});
