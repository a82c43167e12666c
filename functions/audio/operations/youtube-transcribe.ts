import { audioYoutubeTranscribe } from '../../../shared/operations/audio.js';
import { audioImplementation } from '../deps.js';
import { transcribeYoutube } from '../youtube.js';

/** The video's captions; without any, its audio through the speech-to-text provider when both are configured. */
export default audioImplementation(audioYoutubeTranscribe, (engines) => (input, ctx) => {
  const e = engines();
  const fallback =
    e.stt && e.youtubeAudio
      ? { stt: e.stt, audio: e.youtubeAudio, checkAudio: e.checkAudio, encoder: e.encoder }
      : undefined;
  return transcribeYoutube({ captions: e.captions, fallback }, input, ctx.signal);
});
