import { afterAll, describe, expect, it } from 'vitest';
import { audioHarness, espeak, jsonOf, userAuthorizer } from './support.js';

/** Voice samples (cached per voice) and the speech history (per account, newest first), through the pipeline. */
const { call, media } = audioHarness();
const ana = userAuthorizer('ana');
const bruno = userAuthorizer('bruno');

afterAll(() => espeak.close());

interface VoiceRow {
  voiceName: string;
  gender: string;
  engine: string;
  hasAudio: boolean;
  audioUrl: string | null;
  duration: number | null;
}

const listVoices = async (language: string) => {
  const response = await call({
    method: 'GET',
    resource: '/api/voice-samples/{language}',
    path: `/api/voice-samples/${language}`,
    pathParameters: { language },
    authorizer: ana,
  });
  expect(response.statusCode).toBe(200);
  return (jsonOf(response) as { voices: VoiceRow[] }).voices;
};

describe('voice samples', { timeout: 60_000 }, () => {
  it('lists the voices of each language with gender and engine', async () => {
    expect((await listVoices('pt-BR')).map((v) => v.voiceName)).toEqual(['mariana', 'camila', 'pedro', 'joao']);
    expect((await listVoices('en-US')).map((v) => v.voiceName)).toEqual([
      'emma',
      'olivia',
      'sophia',
      'alex',
      'david',
      'james',
    ]);
    expect((await listVoices('es-ES')).length).toBe(4);
    const french = await listVoices('fr-FR');
    expect(french.map((v) => [v.voiceName, v.gender])).toEqual([
      ['amelie', 'female'],
      ['louis', 'male'],
    ]);
    expect(french.every((v) => v.engine === 'espeak-ng' && v.hasAudio === false && v.audioUrl === null)).toBe(true);
    expect(await listVoices('de-DE')).toEqual([]);
  });

  it('generates a sample once, stores it in the media bucket, and serves the cached file afterwards', async () => {
    const generate = () =>
      call({
        resource: '/api/voice-samples/generate',
        body: { voiceName: 'camila', language: 'pt-BR' },
        authorizer: ana,
      });
    const first = await generate();
    expect(first.statusCode).toBe(200);
    const body = jsonOf(first) as {
      cached: boolean;
      sample: { voiceName: string; audioUrl: string; duration: number };
    };
    expect(body.cached).toBe(false);
    expect(body.sample.voiceName).toBe('camila');
    expect(body.sample.duration).toBeGreaterThan(2);
    const stored = media.objects.get('samples/espeak-ng/camila.mp3');
    expect(stored?.contentType).toBe('audio/mpeg');
    expect(stored?.bytes.length).toBeGreaterThan(5000);

    const second = jsonOf(await generate()) as { cached: boolean; sample: { duration: number } };
    expect(second.cached).toBe(true);
    expect(second.sample.duration).toBe(body.sample.duration);

    const camila = (await listVoices('pt-BR')).find((v) => v.voiceName === 'camila');
    expect(camila).toMatchObject({ hasAudio: true, duration: body.sample.duration });
    expect(camila?.audioUrl).toContain('samples/espeak-ng/camila.mp3');
  });

  it('samples a voice in its own language when none is sent (a voice alone is never refused)', async () => {
    const alone = await call({
      resource: '/api/voice-samples/generate',
      body: { voiceName: 'louis' },
      authorizer: ana,
    });
    expect(alone.statusCode).toBe(200);
    expect(media.objects.has('samples/espeak-ng/louis.mp3')).toBe(true);
  });

  it('refuses a sample of a voice in another language (400) and calls without a session (401)', async () => {
    const wrong = await call({
      resource: '/api/voice-samples/generate',
      body: { voiceName: 'emma', language: 'pt-BR' },
      authorizer: ana,
    });
    expect(wrong.statusCode).toBe(400);
    // The table's pairing rule, as text to speech has it: the field named is the voice.
    expect(jsonOf(wrong)).toMatchObject({ errors: [expect.objectContaining({ path: 'voiceName' })] });
    const anonymous = await call({
      resource: '/api/voice-samples/generate',
      body: { voiceName: 'emma', language: 'en-US' },
      authorizer: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

const save = (authorizer: Record<string, unknown>, body: Record<string, unknown>) =>
  call({ resource: '/api/text-to-speech/history', body, authorizer });
const list = async (authorizer: Record<string, unknown>, query?: Record<string, string>) => {
  const response = await call({ method: 'GET', resource: '/api/text-to-speech/history', query, authorizer });
  expect(response.statusCode).toBe(200);
  return jsonOf(response) as Record<string, unknown>[];
};

describe('speech history', () => {
  it('saves items and lists them newest first, owned by the account', async () => {
    const anaAccount = 'acct_ana';
    const ownAudio = `https://media.test/media/speech/${anaAccount}/tts_first.mp3?signature=old`;
    for (const [index, title] of ['Primeiro', 'Segundo', 'Terceiro'].entries()) {
      const response = await save(ana, {
        title,
        text: `Texto ${index}`,
        voice: 'mariana',
        language: 'pt-BR',
        audioUrl: ownAudio,
        duration: 1.5,
        creditsUsed: 1,
      });
      expect(response.statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const rows = await list(ana);
    expect(rows.map((r) => r.title)).toEqual(['Terceiro', 'Segundo', 'Primeiro']);
    expect(rows[0]).toMatchObject({
      text_content: 'Texto 2',
      voice: 'mariana',
      language: 'pt-BR',
      credits_used: 1,
      duration: 1.5,
    });
    // Our own audio is kept by key and signed again on every read.
    expect(rows[0]?.audio_url).toBe(`https://media.test/media/speech/${anaAccount}/tts_first.mp3?signature=test`);
    expect(await list(bruno)).toEqual([]);
  });

  it('pages the list (limit at most 50) and never adopts another account’s stored audio', async () => {
    const page = await list(ana, { page: '2', limit: '2' });
    expect(page.map((r) => r.title)).toEqual(['Primeiro']);
    const tooMany = await call({
      method: 'GET',
      resource: '/api/text-to-speech/history',
      query: { limit: '51' },
      authorizer: ana,
    });
    expect(tooMany.statusCode).toBe(400);

    const foreign = 'https://media.test/media/speech/acct_ana/tts_first.mp3?signature=old';
    expect(
      (await save(bruno, { title: 'Roubo', text: 'x', voice: 'emma', language: 'en-US', audioUrl: foreign }))
        .statusCode,
    ).toBe(201);
    const [row] = await list(bruno);
    expect(row?.audio_url).toBe(foreign);
  });
});
