import { audioTextToSpeechPremium } from '../../../shared/operations/audio.js';
import { audioImplementation, callOf, premiumSpeech } from '../deps.js';
import { speak } from '../speech.js';

/** The premium path: Amazon Polly's voices, available while Polly is configured. */
export default audioImplementation(
  audioTextToSpeechPremium,
  (engines) => (input, ctx) => speak(premiumSpeech(engines), input, callOf(ctx), 'json'),
  (engines) => ({ available: () => engines().premium !== undefined }),
);
