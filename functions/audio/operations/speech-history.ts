import { audioSpeechHistory } from '../../../shared/operations/audio.js';
import { audioImplementation } from '../deps.js';
import { listSpeechHistory } from '../speech-history.js';

export default audioImplementation(
  audioSpeechHistory,
  (engines) => (input, ctx) => listSpeechHistory(engines(), ctx.principal.accountId, input.page, input.limit),
);
