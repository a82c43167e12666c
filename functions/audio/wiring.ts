import { PollyClient } from '@aws-sdk/client-polly';
import { TranscribeClient } from '@aws-sdk/client-transcribe';
import { dynamo, s3Client } from '../core/clients.js';
import { config } from '../core/config.js';
import { createSafeFetch } from '../core/net/fetch.js';
import { audioConfig } from './config.js';
import type { AudioEngines } from './deps.js';
import { createAudioInputChecker } from './engine/audio-input.js';
import { createEspeakEngine } from './engine/espeak.js';
import { createFfmpegEncoder } from './engine/ffmpeg.js';
import { createOpenAiStt } from './engine/openai-stt.js';
import { createPollyEngine } from './engine/polly.js';
import type { SpeechToText } from './engine/stt.js';
import { createTranscribeStt } from './engine/transcribe.js';
import { createCaptionSource } from './engine/youtube.js';
import { createDynamoHistoryStore } from './store/history.js';
import { createMediaStore } from './store/media.js';

/**
 * Production engines for the audio family, built at the first request, once per process (config is read then, never
 * at import): eSpeak NG forks its own process on first synthesis; Polly and the speech-to-text provider exist only
 * when configured.
 */
let built: AudioEngines | undefined;

export function audioEngines(): AudioEngines {
  built ??= buildEngines();
  return built;
}

function buildEngines(): AudioEngines {
  const core = config();
  const audio = audioConfig();
  const s3 = s3Client();
  const safeFetch = createSafeFetch();
  return {
    speech: createEspeakEngine({ scriptPath: audio.ESPEAK_SCRIPT_PATH }),
    premium: audio.POLLY_ENABLED ? createPollyEngine({ client: new PollyClient({}) }) : undefined,
    encoder: createFfmpegEncoder(),
    media: createMediaStore({ s3, bucket: core.MEDIA_BUCKET }),
    history: createDynamoHistoryStore({ ddb: dynamo(), tableName: core.TABLE_NAME }),
    stt: speechToText(),
    checkAudio: createAudioInputChecker(),
    captions: createCaptionSource({ fetch: safeFetch, baseUrl: audio.YOUTUBE_CAPTIONS_BASE_URL }),
    youtubeAudio: audio.YOUTUBE_AUDIO_URL_TEMPLATE
      ? { urlTemplate: audio.YOUTUBE_AUDIO_URL_TEMPLATE, fetch: safeFetch }
      : undefined,
  };
}

/** The configured speech-to-text provider, if any. */
function speechToText(): SpeechToText | undefined {
  const audio = audioConfig();
  if (audio.STT_PROVIDER === 'transcribe') {
    return createTranscribeStt({ transcribe: new TranscribeClient({}), s3: s3Client(), bucket: config().MEDIA_BUCKET });
  }
  if (audio.STT_PROVIDER === 'openai' && audio.STT_OPENAI_URL && audio.STT_OPENAI_API_KEY) {
    return createOpenAiStt({
      url: audio.STT_OPENAI_URL,
      apiKey: audio.STT_OPENAI_API_KEY,
      model: audio.STT_OPENAI_MODEL,
      enhancedModel: audio.STT_OPENAI_ENHANCED_MODEL,
    });
  }
  return undefined;
}
