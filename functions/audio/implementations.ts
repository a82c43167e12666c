import {
  audioGenerateVoiceSample,
  audioSaveSpeechHistory,
  audioSpeechHistory,
  audioSpeechToText,
  audioTextToSpeech,
  audioTextToSpeechPremium,
  audioTextToSpeechV2,
  audioVoiceSamples,
  audioYoutubeTranscribe,
} from '../../shared/operations/audio.js';
import { type Implementation, implement } from '../core/implement.js';
import type { AudioInputChecker } from './engine/audio-input.js';
import type { AudioEncoder } from './engine/ffmpeg.js';
import type { SpeechEngine } from './engine/speech.js';
import type { SpeechToText } from './engine/stt.js';
import type { CaptionSource } from './engine/youtube.js';
import { listSpeechHistory, saveSpeechHistory } from './operations/history.js';
import { speechToText } from './operations/speech-to-text.js';
import { type SpeechCall, type SpeechDeps, speak } from './operations/text-to-speech.js';
import { generateVoiceSample, listVoiceSamples } from './operations/voice-samples.js';
import { transcribeYoutube, type YoutubeAudioSource } from './operations/youtube.js';
import type { SpeechHistoryStore } from './store/history.js';
import type { MediaStore } from './store/media.js';
import type { VoiceProfile } from './voices.js';

/** Everything the audio operations use; built once per process, at the first request (see handler.ts). */
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

const espeakVoice = (profile: VoiceProfile) => profile.espeak;
const pollyVoice = (profile: VoiceProfile) => profile.polly;

const callOf = (ctx: {
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

/** The audio family's operations bound to their table entries. `engines` is memoised by the caller. */
export function createAudioImplementations(engines: () => AudioEngines): readonly Implementation[] {
  const local = (): SpeechDeps => {
    const e = engines();
    return { engine: e.speech, engineVoice: espeakVoice, encoder: e.encoder, media: e.media };
  };
  const premium = (): SpeechDeps => {
    const e = engines();
    if (!e.premium) throw new Error('premium speech engine missing although available');
    return { engine: e.premium, engineVoice: pollyVoice, encoder: e.encoder, media: e.media };
  };
  const stt = () => {
    const e = engines();
    if (!e.stt) throw new Error('speech-to-text provider missing although available');
    return { stt: e.stt, checkAudio: e.checkAudio, encoder: e.encoder };
  };
  return [
    implement(audioTextToSpeech, (input, ctx) => speak(local(), input, callOf(ctx), 'audio')),
    implement(audioTextToSpeechV2, (input, ctx) => speak(local(), input, callOf(ctx), 'json')),
    implement(audioTextToSpeechPremium, (input, ctx) => speak(premium(), input, callOf(ctx), 'json'), {
      available: () => engines().premium !== undefined,
    }),
    implement(audioSpeechToText, (input, ctx) => speechToText(stt(), input, ctx.signal), {
      available: () => engines().stt !== undefined,
      // Priced per started minute of what the provider will hear: the decoded length, which the run sends as is.
      // Decoding refuses unreadable, cut-off and too long audio here, before the charge.
      measure: async (input, ctx) => ({
        audioSeconds: (await engines().checkAudio(input.audioFile.bytes, ctx.signal)).duration,
      }),
    }),
    implement(audioYoutubeTranscribe, (input, ctx) => {
      const e = engines();
      const fallback =
        e.stt && e.youtubeAudio
          ? { stt: e.stt, audio: e.youtubeAudio, checkAudio: e.checkAudio, encoder: e.encoder }
          : undefined;
      return transcribeYoutube({ captions: e.captions, fallback }, input, ctx.signal);
    }),
    implement(audioVoiceSamples, (input) => listVoiceSamples(local(), input.language)),
    implement(audioGenerateVoiceSample, (input, ctx) => generateVoiceSample(local(), input, ctx.signal)),
    implement(audioSpeechHistory, (input, ctx) =>
      listSpeechHistory(engines(), ctx.principal.accountId, input.page, input.limit),
    ),
    implement(audioSaveSpeechHistory, (input, ctx) =>
      saveSpeechHistory(engines(), ctx.principal.accountId, input, ctx.now()),
    ),
  ];
}
