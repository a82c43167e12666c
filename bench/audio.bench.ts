import { Logger } from '@aws-lambda-powertools/logger';
import { createAudioInputChecker } from '../functions/audio/engine/audio-input.js';
import { createEspeakEngine } from '../functions/audio/engine/espeak.js';
import { createFfmpegEncoder } from '../functions/audio/engine/ffmpeg.js';
import { durationOf } from '../functions/audio/engine/pcm.js';
import { createCaptionSource } from '../functions/audio/engine/youtube.js';
import { createAudioImplementations } from '../functions/audio/implementations.js';
import { createMemoryHistoryStore } from '../functions/audio/store/history.js';
import { createMemoryMediaStore } from '../functions/audio/store/memory-media.js';
import { createFamilyHandler } from '../functions/core/handler.js';
import { createSafeFetch } from '../functions/core/net/fetch.js';
import type { PipelineDeps } from '../functions/core/pipeline/state.js';
import { operationPrice } from '../shared/operations/index.js';
import { lambdaContext, restEvent } from '../test/unit/core/fakes.js';

/**
 * Text to speech: 1,000 characters of Portuguese through the audio family's handler (parse → validate → run →
 * respond, unmetered) vs eSpeak NG alone (the same child process, PCM only), the real-time factor of the
 * engine, and the first-call cost after start (process fork + WASM init, then the first voice's dictionary).
 */

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const text = [
  'A Alquimia transforma documentos, imagens, áudio e vídeo por meio de APIs simples e pagas por uso.',
  'Cada chamada consome créditos, e o saldo aparece no painel logo depois da requisição.',
  'O texto para fala aceita até dez mil caracteres e responde com um arquivo de áudio pronto para tocar.',
  'As vozes em português, inglês, espanhol e francês são geradas localmente, sem enviar o texto a terceiros.',
  'Para textos longos, o tempo de síntese cresce com a duração do áudio, e não com o número de palavras difíceis.',
  'Os arquivos gerados ficam disponíveis por um link assinado e podem ser baixados ou reproduzidos no navegador.',
  'Este parágrafo existe apenas para medir o desempenho do serviço com mil caracteres de texto corrido.',
  'Obrigado por usar a Alquimia!',
]
  .join(' ')
  .padEnd(1000, ' Obrigado.')
  .slice(0, 1000);

const time = async <T>(fn: () => Promise<T>): Promise<[number, T]> => {
  const t = performance.now();
  const value = await fn();
  return [performance.now() - t, value];
};

export default async function bench(): Promise<void> {
  const request = { text, engineVoice: 'pt-br+f3', language: 'pt-BR', speed: 1, pitch: 1 };

  // First call after start: a fresh engine process.
  const fresh = createEspeakEngine();
  const [forkMs] = await time(() => fresh.warm());
  const [firstMs] = await time(() => fresh.synthesize({ ...request, text: 'Olá.' }));
  const [secondMs] = await time(() => fresh.synthesize({ ...request, text: 'Olá.' }));
  fresh.close();

  const espeak = createEspeakEngine();
  const encoder = createFfmpegEncoder();
  const handler = createFamilyHandler(
    'audio',
    createAudioImplementations(() => ({
      speech: espeak,
      encoder,
      media: createMemoryMediaStore(),
      history: createMemoryHistoryStore(),
      checkAudio: createAudioInputChecker(),
      captions: createCaptionSource({ fetch: createSafeFetch(), baseUrl: 'https://www.youtube.com' }),
    })),
    (): PipelineDeps => ({
      logger: new Logger({ serviceName: 'bench', logLevel: 'SILENT' }),
      now: () => new Date(),
      price: operationPrice,
    }),
  );
  const viaHandler = (audioFormat: 'WAV' | 'MP3') =>
    handler(
      restEvent({
        method: 'POST',
        resource: '/api/audio/text-to-speech',
        headers: { 'content-type': 'application/json', accept: 'audio/*' },
        body: JSON.stringify({ text, voice: 'mariana', language: 'pt-BR', audioFormat }),
        authorizer: { accountId: 'acct_bench', keyId: 'key_bench', plan: '0' },
      }),
      lambdaContext(120_000),
    );

  await espeak.synthesize(request); // loads the pt-BR dictionary in this process
  const runs = 3;
  const engineMs: number[] = [];
  const engineMp3Ms: number[] = [];
  const handlerWavMs: number[] = [];
  const handlerMp3Ms: number[] = [];
  let audioSeconds = 0;
  for (let i = 0; i < runs; i++) {
    const [e, pcm] = await time(() => espeak.synthesize(request));
    engineMs.push(e);
    audioSeconds = durationOf(pcm);
    const [em] = await time(async () => encoder.encode(await espeak.synthesize(request), 'MP3'));
    engineMp3Ms.push(em);
    const [hw, wav] = await time(() => viaHandler('WAV'));
    if (wav.statusCode !== 200) throw new Error(`handler answered ${wav.statusCode}: ${wav.body.slice(0, 200)}`);
    handlerWavMs.push(hw);
    const [hm, mp3] = await time(() => viaHandler('MP3'));
    if (mp3.statusCode !== 200) throw new Error(`handler answered ${mp3.statusCode}`);
    handlerMp3Ms.push(hm);
  }
  espeak.close();

  const e = median(engineMs);
  const em = median(engineMp3Ms);
  const hw = median(handlerWavMs);
  const hm = median(handlerMp3Ms);
  const rows: [string, string, string][] = [
    ['eSpeak NG alone, 1,000 chars → PCM', `${e.toFixed(0)} ms`, 'anchor'],
    ['handler, 1,000 chars → WAV', `${hw.toFixed(0)} ms`, `${(hw / e).toFixed(2)}× eSpeak alone (target ≤ 1.3×)`],
    ['eSpeak NG + ffmpeg alone → MP3', `${em.toFixed(0)} ms`, 'anchor'],
    ['handler, 1,000 chars → MP3', `${hm.toFixed(0)} ms`, `${(hm / em).toFixed(2)}× eSpeak + ffmpeg alone`],
    ['audio produced', `${audioSeconds.toFixed(1)} s`, ''],
    ['real-time factor (eSpeak NG)', (e / 1000 / audioSeconds).toFixed(3), 'synthesis time / audio time'],
    ['first call: fork + WASM init', `${forkMs.toFixed(0)} ms`, 'once per process'],
    ['first call: first sentence (loads pt-BR)', `${firstMs.toFixed(0)} ms`, `next: ${secondMs.toFixed(0)} ms`],
  ];
  for (const [name, value, note] of rows) process.stdout.write(`${name.padEnd(44)} ${value.padStart(10)}  ${note}\n`);
}
