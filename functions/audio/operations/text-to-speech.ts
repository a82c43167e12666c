import { audioTextToSpeech } from '../../../shared/operations/audio.js';
import { audioImplementation, callOf, localSpeech } from '../deps.js';
import { speak } from '../speech.js';

/** The v1 path: the local voice, answering the audio itself unless JSON is asked for. */
export default audioImplementation(
  audioTextToSpeech,
  (engines) => (input, ctx) => speak(localSpeech(engines), input, callOf(ctx), 'audio'),
);
