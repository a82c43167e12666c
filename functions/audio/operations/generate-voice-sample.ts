import { audioGenerateVoiceSample } from '../../../shared/operations/audio.js';
import { audioImplementation, localSpeech } from '../deps.js';
import { generateVoiceSample } from '../voice-samples.js';

export default audioImplementation(
  audioGenerateVoiceSample,
  (engines) => (input, ctx) => generateVoiceSample(localSpeech(engines), input, ctx.signal),
);
