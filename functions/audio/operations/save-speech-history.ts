import { audioSaveSpeechHistory } from '../../../shared/operations/audio.js';
import { audioImplementation } from '../deps.js';
import { saveSpeechHistory } from '../speech-history.js';

export default audioImplementation(
  audioSaveSpeechHistory,
  (engines) => (input, ctx) => saveSpeechHistory(engines(), ctx.principal.accountId, input, ctx.now()),
);
