import { audioTextToSpeechV2 } from '../../../shared/operations/audio.js';
import { audioImplementation, callOf, localSpeech } from '../deps.js';
import { speak } from '../speech.js';

/** The v2 path: the local voice, answering JSON unless audio is asked for. */
export default audioImplementation(
  audioTextToSpeechV2,
  (engines) => (input, ctx) => speak(localSpeech(engines), input, callOf(ctx), 'json'),
);
