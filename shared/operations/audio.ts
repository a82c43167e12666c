import { z } from 'zod';
import { bool, fileRef, int, num, text, url } from '../schemas/fields.js';
import { withRules } from '../schemas/rules.js';
import { type Voice, voiceLanguageOf, voiceLanguages, voiceListText, voices, voicesByLanguage } from '../voices.js';
import { jobFields, limits, lowerEnum, upperEnum } from './common.js';
import { defineOperation } from './define.js';
import {
  savedSpeechOutput,
  speechHistoryOutput,
  speechOutput,
  speechToTextOutput,
  voiceSampleOutput,
  voiceSamplesOutput,
  youtubeOutput,
} from './outputs/audio.js';
import { speechLanguage, voiceLanguage } from './speech.js';
import type { CreditRule, Operation, PerDurationRule, ServiceCard } from './types.js';

/** Text to speech, sold by `audio.text-to-speech`; the voice list and voice samples record their usage under it. */
const audioTextToSpeechCard = {
  id: 'audio-text-to-speech',
  name: 'Texto para fala',
  description: 'Converta texto em áudio com vozes em vários idiomas.',
  category: 'audio',
  icon: 'volume-2',
  popular: true,
} as const satisfies ServiceCard;

/**
 * Audio and speech. Text to speech: 1 credit per started 1,000 characters, at least 1 (docs/product.md#prices), spoken
 * by the embedded eSpeak NG engine everywhere (near free). Amazon Polly costs US$0.004 per 1,000 characters (standard
 * voices) while a credit earns about US$0.003 at the cheapest plan, so Polly is sold only as the premium path at 2
 * credits per 1,000 characters (standard voices; neural voices at US$0.016 are not offered). Where the product is
 * silent: YouTube transcription 2 (published captions, near free). Speech to text goes to a paid provider billed per
 * second of audio, so it is priced per started minute of the audio it sends (see speechToTextPrice). Not yet priced by
 * length: YouTube transcription's speech-to-text fallback (off unless a YouTube audio source is configured), whose
 * audio is only known after the captions are found missing; it needs its own measure before it is enabled anywhere
 * (docs/pricing.md). Voice samples and the speech history are dashboard helpers and free.
 */

/** The speech text limit (docs/product.md#limits). */
export const speechMaxChars = 10_000;

const speechPrice: CreditRule = { kind: 'per-chars', field: 'text', per: 1000, credits: 1, min: 1 };
const premiumSpeechPrice: CreditRule = { kind: 'per-chars', field: 'text', per: 1000, credits: 2, min: 2 };

/** The longest audio speech to text takes (checked with ffprobe and by decoding, functions/audio/engine). */
export const speechToTextMaxSeconds = 30 * 60;

/**
 * 10 credits per started minute of audio, at least 10: Amazon Transcribe bills US$0.024 a minute, which 9 credits
 * pay for at the least a credit earns (docs/pricing.md). The minute is the decoded length of the audio sent.
 */
export const speechToTextPrice: PerDurationRule = {
  kind: 'per-duration',
  measure: 'audioSeconds',
  unit: 'minute',
  credits: 10,
  min: 10,
  maxSeconds: speechToTextMaxSeconds,
};

type VoiceLanguage = (typeof voiceLanguages)[number];

/** The voices of each language text to speech speaks (`pt-BR` → mariana, camila, pedro, joao). */
const voicesOfLanguage = {
  [voiceLanguageOf.pt]: voicesByLanguage.pt,
  [voiceLanguageOf.en]: voicesByLanguage.en,
  [voiceLanguageOf.es]: voicesByLanguage.es,
  [voiceLanguageOf.fr]: voicesByLanguage.fr,
} as const satisfies Record<VoiceLanguage, readonly [Voice, ...Voice[]]>;

/** The voices of a language (`pt-BR` → the pt voices); empty for a language without voices. */
export const voicesOf = (language: string): readonly string[] => {
  const prefix = language.slice(0, 2).toLowerCase();
  return prefix in voicesByLanguage ? voicesByLanguage[prefix as keyof typeof voicesByLanguage] : [];
};

/** The language a voice speaks (`emma` → `en-US`); every catalogue voice belongs to exactly one language. */
const languageOfVoice = (voice: Voice): VoiceLanguage =>
  voiceLanguages.find((language) => (voicesOfLanguage[language] as readonly Voice[]).includes(voice)) ?? 'pt-BR';

/** `pt: mariana, camila, pedro, joao; en: …`, as the voice field describes itself. */
const voiceList = voiceListText();

/**
 * The input of the three text-to-speech paths. A `language` sent with the voice must be the voice's own: a rule
 * (shared/schemas/rules.ts), so the server's 400 and the OpenAPI document's `if`/`then` clauses say the same.
 */
const speechInput = withRules(
  z.object({
    text: text(speechMaxChars)
      .refine((t) => /[\p{L}\p{N}]/u.test(t), 'expected words to speak, not only spaces, symbols or control characters')
      .describe('Up to 10,000 characters; 1 credit per 1,000. Markup is spoken as text, never interpreted.'),
    voice: lowerEnum(voices).describe(`Voice name (${voiceList}).`),
    language: voiceLanguage()
      .optional()
      .describe(`The voice's language (${voiceLanguages.join(', ')}); defaults to it.`),
    audioFormat: upperEnum(['MP3', 'WAV', 'OGG']).default('MP3').describe('Format of the audio file.'),
    speed: num(0.5, 2).optional().describe('Speaking rate, 0.5 to 2 (default 1 = normal).'),
    pitch: num(0.5, 1.5).optional().describe("Voice pitch, 0.5 to 1.5 (default 1 = the voice's own)."),
  }),
  [{ kind: 'one-of-by', field: 'voice', by: 'language', allowed: voicesOfLanguage }],
).transform((input) => ({ ...input, language: input.language ?? languageOfVoice(input.voice) }));

/**
 * What the three text-to-speech paths share: one input, one card (sold as `audio.text-to-speech`; the voice list and
 * voice samples record their usage under it), JSON in, sync, the audio itself or, as the client asks with `Accept`,
 * JSON with the stored audio's URL. They differ in path, price, engine and default answer.
 */
const speechCall = {
  method: 'POST',
  auth: 'api-key',
  family: 'audio',
  input: speechInput,
  bodyTypes: ['json'],
  mode: 'sync',
  limits: { ...limits.json, maxChars: speechMaxChars },
  service: audioTextToSpeechCard,
  output: speechOutput,
  fileTypes: ['audio/mpeg', 'audio/wav', 'audio/ogg'],
} as const;

const speechExample = { text: 'Olá! Bem-vindo à Alquimia.', voice: 'mariana', language: 'pt-BR', audioFormat: 'MP3' };

export const audioTextToSpeech = defineOperation({
  ...speechCall,
  id: 'audio.text-to-speech',
  path: '/api/audio/text-to-speech',
  credits: speechPrice,
  response: 'file',
  doc: {
    summary: 'Text to speech (audio file)',
    description: [
      `Speaks up to ${speechMaxChars.toLocaleString('en-US')} characters (1 credit per started 1,000) with the embedded eSpeak NG engine in one of ${voices.length} voices (pt-BR, en-US, es-ES, fr-FR); markup is spoken as text, never interpreted.`,
      'Answers the audio (MP3, WAV or OGG) with its length in `X-Audio-Duration`; with `Accept: application/json`, the JSON of `/api/audio/text-to-speech/v2`.',
      'Errors: 400 for text without words, text over the limit, or a voice that does not speak `language`; 413 for a body over the limit.',
      'The engine is embedded, so there is no provider to fall back from; Amazon Polly voices are the premium path (`/api/audio/text-to-speech/premium`).',
    ].join(' '),
    example: speechExample,
  },
});

/** The dashboard tool's path: same synthesis, answered as JSON with a stored audio URL. */
export const audioTextToSpeechV2 = defineOperation({
  ...speechCall,
  id: 'audio.text-to-speech-v2',
  path: '/api/audio/text-to-speech/v2',
  credits: speechPrice,
  response: 'json',
  doc: {
    summary: 'Text to speech (JSON with audio URL)',
    description:
      'Answers `{success, audioUrl, fileName, format, textLength, provider, language, duration, billing: {totalCreditsCharged}}`; with `Accept: audio/*` the audio itself.',
    example: speechExample,
  },
});

/** Amazon Polly (standard voices), where deployed: the same contract at the price that covers Polly. */
export const audioTextToSpeechPremium = defineOperation({
  ...speechCall,
  id: 'audio.text-to-speech-premium',
  path: '/api/audio/text-to-speech/premium',
  problems: ['provider_error'],
  credits: premiumSpeechPrice,
  response: 'json',
  doc: {
    summary: 'Text to speech with Amazon Polly voices (premium)',
    description:
      'Same contract as `/api/audio/text-to-speech/v2`, spoken by Amazon Polly standard voices; 2 credits per 1,000 characters. Answers 503 where Polly is not configured.',
    example: speechExample,
  },
});

export const audioYoutubeTranscribe = defineOperation({
  id: 'audio.youtube-transcribe',
  output: youtubeOutput,
  problems: ['unprocessable_input', 'provider_error'],
  method: 'POST',
  path: '/api/audio/youtube-transcribe',
  auth: 'api-key',
  family: 'audio',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({
    videoUrl: url().max(2048).describe('A YouTube video URL.'),
    language: z
      .string()
      .regex(/^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$/)
      .optional()
      .describe('Preferred caption language.'),
    ...jobFields,
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'async-allowed',
  limits: limits.json,
  service: {
    id: 'audio-youtube-transcribe',
    name: 'Transcrição de vídeos do YouTube',
    description: 'Obtenha a transcrição de um vídeo do YouTube a partir do link.',
    category: 'audio',
    icon: 'youtube',
  },
  doc: {
    summary: 'Transcribe a YouTube video',
    description: [
      'Answers `{transcription, language, segments, source}` from the video’s published captions: people-written before automatic ones, the preferred `language` first (exact, then the same base language), else the video’s default track.',
      'Without captions, and only where a speech-to-text provider and a YouTube audio source are configured, the audio is transcribed instead (`source: speech-to-text`, at most 30 minutes of audio); otherwise 422.',
      'Errors: 400 for a URL that is not one YouTube video (playlists, other hosts, bad ids); 502 when YouTube cannot be reached or refuses.',
      'With `Prefer: respond-async` it runs as a job (202 with `statusUrl`); a failed job is refunded.',
    ].join(' '),
    example: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  },
});

export const audioSpeechToText = defineOperation({
  id: 'audio.speech-to-text',
  output: speechToTextOutput,
  method: 'POST',
  path: '/api/audio/speech-to-text',
  auth: 'api-key',
  family: 'audio',
  credits: speechToTextPrice,
  input: z.object({
    audioFile: fileRef('audio').describe('The audio (MP3, WAV, OGG, M4A, WEBM...).'),
    language: speechLanguage().default('pt-BR').describe('Language spoken in the audio.'),
    model: z
      .enum(['default', 'enhanced'])
      .default('default')
      .describe("`enhanced` asks for the provider's better model where it has one."),
    useEnhanced: bool().default(false).describe('Same as `model: enhanced`.'),
    ...jobFields,
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'json',
  mode: 'async-allowed',
  limits: limits.audio,
  provider: 'speech-to-text',
  service: {
    id: 'audio-speech-to-text',
    name: 'Fala para texto',
    description: 'Transcreva arquivos de áudio em texto.',
    category: 'audio',
    icon: 'mic',
  },
  doc: {
    summary: 'Transcribe an audio file',
    description: [
      `Transcribes one audio file (MP3, WAV, OGG, M4A, WEBM, FLAC…; multipart part, URL, data URL or \`file_\` id) of at most ${limits.audio.maxFileBytes / (1024 * 1024)} MiB and ${speechToTextMaxSeconds / 60} minutes through the configured provider (Amazon Transcribe on AWS, or an OpenAI-compatible endpoint); \`model: enhanced\` or \`useEnhanced\` asks for the provider’s better model where it has one.`,
      'The audio is checked with ffprobe and decoded before anything is charged or sent: not audio is 415; corrupt, truncated or too long is 422, uncharged.',
      `Price: ${speechToTextPrice.credits} credits per started minute of the decoded audio (whole seconds), at least ${speechToTextPrice.min}; \`dry_run=true\` measures the audio the same way and answers that price.`,
      'Without a configured provider: 503, uncharged (no fallback engine); a provider failure is 502 and not charged.',
      'Answers `{text, language, duration, provider, segments}`. With `Prefer: respond-async` it runs as a job (202 with `statusUrl`); a failed job is refunded.',
    ].join(' '),
    example: { audioFile: 'https://example.com/audio.mp3', language: 'pt-BR', model: 'default' },
  },
});

export const audioVoiceSamples = defineOperation({
  id: 'audio.voice-samples',
  output: voiceSamplesOutput,
  method: 'GET',
  path: '/api/voice-samples/{language}',
  auth: 'user',
  family: 'audio',
  credits: { kind: 'free' },
  input: z.object({
    language: z
      .string()
      .regex(/^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$/, 'expected a language such as pt-BR')
      .describe('Language of the voices to list (pt-BR, en-US, es-ES, fr-FR).'),
  }),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Voices of a language',
    description: '`{language, voices: [{voiceName, language, gender, engine, hasAudio, audioUrl, duration}]}`.',
    example: { language: 'pt-BR' },
  },
});

export const audioGenerateVoiceSample = defineOperation({
  id: 'audio.generate-voice-sample',
  output: voiceSampleOutput,
  method: 'POST',
  path: '/api/voice-samples/generate',
  auth: 'user',
  family: 'audio',
  credits: { kind: 'free' },
  // The sample text is fixed server-side, so a free sample cannot be used as free synthesis.
  // The same pairing rule as text to speech: a language sent with the voice must be the voice's own.
  input: withRules(
    z.object({
      voiceName: lowerEnum(voices).describe('The voice to sample.'),
      language: voiceLanguage()
        .optional()
        .describe("Language of the sample sentence: the voice's own, which is the default."),
    }),
    [{ kind: 'one-of-by', field: 'voiceName', by: 'language', allowed: voicesOfLanguage }],
  ).transform((input) => ({ ...input, language: input.language ?? languageOfVoice(input.voiceName) })),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Generate a voice sample',
    description: '`{sample: {voiceName, audioUrl, duration}}`; cached per voice and language.',
    example: { voiceName: 'mariana', language: 'pt-BR' },
  },
});

export const audioSpeechHistory = defineOperation({
  id: 'audio.speech-history',
  output: speechHistoryOutput,
  method: 'GET',
  path: '/api/text-to-speech/history',
  auth: 'user',
  family: 'audio',
  credits: { kind: 'free' },
  input: z.object({
    page: int(1, 1000).default(1).describe('Page number, from 1.'),
    limit: int(1, 50).default(50).describe('Records per page.'),
  }),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Speech history',
    example: { page: 1, limit: 50 },
    description:
      'An array of `{id, title, text_content, voice, language, credits_used, audio_url, created_at}`, newest first.',
  },
});

export const audioSaveSpeechHistory = defineOperation({
  id: 'audio.save-speech-history',
  output: savedSpeechOutput,
  outputStatuses: [201],
  method: 'POST',
  path: '/api/text-to-speech/history',
  auth: 'user',
  family: 'audio',
  credits: { kind: 'free' },
  input: z.object({
    title: z.string().trim().min(1).max(200).describe('Title shown in the history.'),
    text: z.string().max(speechMaxChars).describe('The text that was spoken.'),
    voice: z.string().max(50).describe('The voice used.'),
    language: z.string().max(20).describe('The language of the voice.'),
    audioUrl: url().max(4000).describe('https URL of the audio file.'),
    duration: num(0, 86400).optional().describe('Length of the audio in seconds.'),
    creditsUsed: int(0, 1000).default(0).describe('Credits the audio cost.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Save a speech to the history',
    example: {
      title: 'Boas-vindas',
      text: 'Olá!',
      voice: 'mariana',
      language: 'pt-BR',
      audioUrl: 'https://example.com/a.mp3',
      duration: 1,
      creditsUsed: 1,
    },
  },
});

export const audioOperations: readonly Operation[] = [
  audioTextToSpeech,
  audioTextToSpeechV2,
  audioTextToSpeechPremium,
  audioYoutubeTranscribe,
  audioSpeechToText,
  audioVoiceSamples,
  audioGenerateVoiceSample,
  audioSpeechHistory,
  audioSaveSpeechHistory,
];
