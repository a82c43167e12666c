import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetTranscriptionJobCommand, StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { sdkStreamMixin } from '@smithy/core/serde';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locateFfmpeg, runBinary } from '../../../functions/audio/engine/ffmpeg.js';
import { createOpenAiStt } from '../../../functions/audio/engine/openai-stt.js';
import { createTranscribeStt } from '../../../functions/audio/engine/transcribe.js';
import { speechToTextPrice } from '../../../shared/operations/audio.js';
import { type CountingServer, startServer } from '../net/servers.js';
import { audioHarness, encoder, espeak, jsonOf } from './support.js';

/**
 * Speech to text through both real adapters: an OpenAI-compatible endpoint faked on loopback, and Amazon
 * Transcribe against aws-sdk-client-mock. The audio is real speech from eSpeak NG.
 */

let server: CountingServer;
let lastRequest: { headers: IncomingMessage['headers']; body: string } | undefined;
let answerStatus = 200;
let wav: Uint8Array;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });

beforeAll(async () => {
  server = await startServer((req, res) => {
    void readBody(req).then((body) => {
      lastRequest = { headers: req.headers, body };
      res.writeHead(answerStatus, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          answerStatus === 200
            ? {
                text: ' Olá, mundo. ',
                language: 'portuguese',
                segments: [{ start: 0, end: 1.2, text: ' Olá, mundo.' }],
              }
            : { error: { message: 'bad key' } },
        ),
      );
    });
  });
  const pcm = await espeak.synthesize({
    text: 'Olá mundo. Isto é um teste de transcrição.',
    engineVoice: 'pt-br',
    language: 'pt-BR',
    speed: 1,
    pitch: 1,
  });
  wav = await encoder.encode(pcm, 'WAV');
});

afterAll(async () => {
  await server.close();
  espeak.close();
});

const multipart = (file: Uint8Array, filename: string, fields: Record<string, string> = {}) => {
  const boundary = '----audio-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audioFile"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

const openAi = () =>
  createOpenAiStt({
    url: `${server.url}/v1/audio/transcriptions`,
    apiKey: 'sk-test',
    model: 'whisper-1',
    enhancedModel: 'whisper-large',
  });

describe('speech to text', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answerStatus = 200;
    lastRequest = undefined;
  });

  it('answers 503 uncharged when no provider is configured', async () => {
    const { call, meter } = audioHarness({}, 5);
    const form = multipart(wav, 'voz.wav');
    const response = await call({
      resource: '/api/audio/speech-to-text',
      body: form.body,
      contentType: form.contentType,
    });
    expect(response.statusCode).toBe(503);
    expect(jsonOf(response)).toMatchObject({ code: 'engine_unavailable' });
    expect(meter.credits).toBe(5);
  });

  it('transcribes through an OpenAI-compatible endpoint: bearer key, model, ISO language, an MP3 of the audio', async () => {
    const { call, meter } = audioHarness({ stt: openAi() }, 50);
    const form = multipart(wav, 'voz.wav', { language: 'pt-BR', model: 'enhanced' });
    const response = await call({
      resource: '/api/audio/speech-to-text',
      body: form.body,
      contentType: form.contentType,
    });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response)).toMatchObject({
      success: true,
      text: 'Olá, mundo.',
      language: 'pt-BR',
      provider: 'openai-compatible',
      segments: [{ start: 0, end: 1.2, text: 'Olá, mundo.' }],
    });
    expect(Number((jsonOf(response) as { duration: number }).duration)).toBeGreaterThan(1.5);
    // A few seconds of speech: the first started minute.
    expect(meter.credits).toBe(50 - speechToTextPrice.min);
    expect(lastRequest?.headers.authorization).toBe('Bearer sk-test');
    const body = lastRequest?.body ?? '';
    expect(body).toMatch(/name="model"\r\n\r\nwhisper-large\r\n/);
    expect(body).toMatch(/name="language"\r\n\r\npt\r\n/);
    expect(body).toMatch(/name="response_format"\r\n\r\nverbose_json\r\n/);
    expect(body).toContain('filename="audio.mp3"');
  });

  it('refunds and answers 502 when the provider refuses', async () => {
    answerStatus = 401;
    const { call, meter } = audioHarness({ stt: openAi() }, 50);
    const form = multipart(wav, 'voz.wav');
    const response = await call({
      resource: '/api/audio/speech-to-text',
      body: form.body,
      contentType: form.contentType,
    });
    expect(response.statusCode).toBe(502);
    expect(meter.credits).toBe(50);
  });

  it('refuses what is not audio (415), a cut-off file (422) and a file over 30 minutes (422), uncharged and unsent', async () => {
    const { call, meter } = audioHarness({ stt: openAi() }, 50);
    // 31 minutes of real MP3, inside the 4 MiB inline body: one second of silent 8 kbit/s frames repeated (MP3 frames
    // concatenate).
    const second = await runBinary(
      locateFfmpeg(),
      [
        ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '1'],
        ...['-c:a', 'libmp3lame', '-b:a', '8k', '-id3v2_version', '0', '-write_xing', '0', '-f', 'mp3', 'pipe:1'],
      ],
      new Uint8Array(),
    );
    const overLong = Buffer.concat(Array.from({ length: 31 * 60 }, () => second.stdout));
    const cases: [Uint8Array, string, number, string][] = [
      [Buffer.from('%PDF-1.7 not audio at all'), 'a.mp3', 415, 'not an audio file'],
      [wav.subarray(0, Math.floor(wav.length / 3)), 'cut.wav', 422, 'cut off'],
      [overLong, 'long.mp3', 422, 'the limit is 30 minutes'],
    ];
    for (const [bytes, name, status, detail] of cases) {
      const form = multipart(bytes, name);
      const response = await call({
        resource: '/api/audio/speech-to-text',
        body: form.body,
        contentType: form.contentType,
      });
      expect(response.statusCode, name).toBe(status);
      expect(String((jsonOf(response) as { detail: string }).detail), name).toContain(detail);
      expect(meter.credits).toBe(50);
    }
    expect(lastRequest).toBeUndefined();
  });
});

describe('Amazon Transcribe adapter', () => {
  const transcribe = mockClient(TranscribeClient);
  const s3 = mockClient(S3Client);
  beforeEach(() => {
    transcribe.reset();
    s3.reset();
  });

  const output = {
    results: {
      transcripts: [{ transcript: 'Olá mundo. Tudo bem?' }],
      items: [
        { type: 'pronunciation', start_time: '0.1', end_time: '0.5', alternatives: [{ content: 'Olá' }] },
        { type: 'pronunciation', start_time: '0.5', end_time: '0.9', alternatives: [{ content: 'mundo' }] },
        { type: 'punctuation', alternatives: [{ content: '.' }] },
        { type: 'pronunciation', start_time: '1.2', end_time: '1.5', alternatives: [{ content: 'Tudo' }] },
        { type: 'pronunciation', start_time: '1.5', end_time: '1.8', alternatives: [{ content: 'bem' }] },
        { type: 'punctuation', alternatives: [{ content: '?' }] },
      ],
    },
  };

  const adapter = () =>
    createTranscribeStt({
      transcribe: new TranscribeClient({ region: 'us-east-1' }),
      s3: new S3Client({ region: 'us-east-1' }),
      bucket: 'media',
      sleep: async () => undefined,
    });

  it('uploads the audio, starts a job on it, polls until done, reads the result and cleans up', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(GetObjectCommand).callsFake(() => ({
      Body: sdkStreamMixin(Readable.from([Buffer.from(JSON.stringify(output))])),
    }));
    s3.on(DeleteObjectCommand).resolves({});
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } })
      .resolves({ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED' } });

    const result = await adapter().transcribe({ audio: new Uint8Array([1, 2, 3]), language: 'pt-BR', enhanced: false });
    expect(result.text).toBe('Olá mundo. Tudo bem?');
    expect(result.segments).toEqual([
      { start: 0.1, end: 0.9, text: 'Olá mundo.' },
      { start: 1.2, end: 1.8, text: 'Tudo bem?' },
    ]);
    const put = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    const start = transcribe.commandCalls(StartTranscriptionJobCommand)[0]?.args[0].input;
    expect(start).toMatchObject({ LanguageCode: 'pt-BR', MediaFormat: 'mp3', OutputBucketName: 'media' });
    expect(start?.Media?.MediaFileUri).toBe(`s3://media/${put?.Key}`);
    expect(transcribe.commandCalls(GetTranscriptionJobCommand).length).toBe(2);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([put?.Key, start?.OutputKey]);
  });

  it('turns a failed job into a 422 and still deletes the upload', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolves({ TranscriptionJob: { TranscriptionJobStatus: 'FAILED', FailureReason: 'bad media' } });
    await expect(
      adapter().transcribe({ audio: new Uint8Array([1]), language: 'en-US', enhanced: false }),
    ).rejects.toMatchObject({ code: 'unprocessable_input' });
    expect(s3.commandCalls(DeleteObjectCommand).length).toBe(2);
  });
});
