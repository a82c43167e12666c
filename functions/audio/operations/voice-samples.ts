import { audioVoiceSamples } from '../../../shared/operations/audio.js';
import { audioImplementation, localSpeech } from '../deps.js';
import { listVoiceSamples } from '../voice-samples.js';

export default audioImplementation(
  audioVoiceSamples,
  (engines) => (input) => listVoiceSamples(localSpeech(engines), input.language),
);
