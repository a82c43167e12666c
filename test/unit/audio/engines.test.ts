import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { parseAudioConfig } from '../../../functions/audio/config.js';
import { createEspeakEngine } from '../../../functions/audio/engine/espeak.js';
import { plainSpeechText } from '../../../functions/audio/engine/speech.js';
import { createDynamoHistoryStore, type SpeechHistoryItem } from '../../../functions/audio/store/history.js';
import { createMediaStore } from '../../../functions/audio/store/media.js';

/** The pieces under the operations: the eSpeak process's life cycle, the history table layout, config, keys. */

describe('eSpeak NG process', { timeout: 60_000 }, () => {
  const request = { text: 'Um, dois, três.', engineVoice: 'pt-br', language: 'pt-BR', speed: 1, pitch: 1 };

  it('survives its process being killed: the next request starts a fresh one', async () => {
    const engine = createEspeakEngine();
    const first = await engine.synthesize(request);
    expect(first.sampleRate).toBe(22050);
    expect(first.samples.length).toBeGreaterThan(22050 * 0.5);
    engine.close();
    const again = await engine.synthesize(request);
    expect(again.samples.length).toBe(first.samples.length);
    engine.close();
  });

  it('rejects an aborted request and stays usable', async () => {
    const engine = createEspeakEngine();
    const controller = new AbortController();
    const pending = engine.synthesize({ ...request, text: 'palavra '.repeat(400), signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'timeout', status: 504 });
    expect((await engine.synthesize(request)).samples.length).toBeGreaterThan(0);
    engine.close();
  });

  it('rejects an unknown engine voice without killing the process', async () => {
    const engine = createEspeakEngine();
    await expect(engine.synthesize({ ...request, engineVoice: 'xx-nowhere' })).rejects.toThrow(/unknown eSpeak voice/);
    expect((await engine.synthesize(request)).samples.length).toBeGreaterThan(0);
    engine.close();
  });
});

describe('plain speech text', () => {
  it('neutralises markup and control characters but keeps the words', () => {
    expect(plainSpeechText('<speak>Oi</speak>\u0007 & tchau')).toBe('‹speak›Oi‹/speak›  & tchau');
  });
});

describe('speech history table', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  const store = createDynamoHistoryStore({
    ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
    tableName: 'alquimia',
  });
  const item = (n: number): SpeechHistoryItem => ({
    id: `tts_${n}`,
    title: `t${n}`,
    text: 'x',
    voice: 'mariana',
    language: 'pt-BR',
    creditsUsed: 1,
    duration: null,
    audioKey: `speech/acct_1/tts_${n}.mp3`,
    createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
  });

  it('writes into the account partition under SPEECH#<time>#<id>, never overwriting', async () => {
    ddb.reset();
    ddb.on(PutCommand).resolves({});
    await store.save('acct_1', item(3));
    const put = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item).toMatchObject({ PK: 'ACCT#acct_1', SK: `SPEECH#${item(3).createdAt}#tts_3`, id: 'tts_3' });
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
  });

  it('reads newest first across DynamoDB pages and slices the asked page', async () => {
    ddb.reset();
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [item(5), item(4)], LastEvaluatedKey: { PK: 'ACCT#acct_1', SK: 'x' } })
      .resolves({ Items: [item(3), item(2)] });
    const page = await store.list('acct_1', 2, 2);
    expect(page.map((i) => i.id)).toEqual(['tts_3', 'tts_2']);
    const first = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(first).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': 'ACCT#acct_1', ':prefix': 'SPEECH#' },
      ScanIndexForward: false,
      Limit: 4,
    });
    expect(ddb.commandCalls(QueryCommand)[1]?.args[0].input).toMatchObject({
      Limit: 2,
      ExclusiveStartKey: { PK: 'ACCT#acct_1', SK: 'x' },
    });
  });
});

describe('media keys', () => {
  const media = createMediaStore({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'alquimia-media' });
  it('finds our keys in path-style and virtual-hosted presigned URLs, and nothing else', () => {
    expect(media.keyOf('http://127.0.0.1:4569/alquimia-media/speech/acct_1/tts_a.mp3?X-Amz-Signature=1')).toBe(
      'speech/acct_1/tts_a.mp3',
    );
    expect(media.keyOf('https://alquimia-media.s3.us-east-1.amazonaws.com/samples/espeak-ng/emma.mp3?x=1')).toBe(
      'samples/espeak-ng/emma.mp3',
    );
    expect(media.keyOf('https://alquimia-media.s3.amazonaws.com/uploads/acct_1/file_x')).toBeUndefined();
    expect(media.keyOf('https://example.com/alquimia-media/speech/a.mp3')).toBe('speech/a.mp3');
    expect(media.keyOf('not a url')).toBeUndefined();
  });
});

describe('audio config', () => {
  it('defaults to eSpeak only, no speech-to-text provider and YouTube’s own captions origin', () => {
    expect(parseAudioConfig({})).toMatchObject({
      POLLY_ENABLED: false,
      STT_PROVIDER: 'none',
      YOUTUBE_CAPTIONS_BASE_URL: 'https://www.youtube.com',
    });
  });
  it('refuses an OpenAI provider without URL and key', () => {
    expect(() => parseAudioConfig({ STT_PROVIDER: 'openai' })).toThrow(/STT_OPENAI_URL/);
    expect(
      parseAudioConfig({
        STT_PROVIDER: 'openai',
        STT_OPENAI_URL: 'https://stt.example/v1/audio/transcriptions',
        STT_OPENAI_API_KEY: 'k',
      }).STT_OPENAI_MODEL,
    ).toBe('whisper-1');
  });
});
