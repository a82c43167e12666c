import { afterAll, describe, expect, it } from 'vitest';
import { audioHarness, bytesOf, espeak, jsonOf, userAuthorizer, wavInfo, wavRms } from './support.js';

/** Text to speech through the real pipeline with the real eSpeak NG process and ffmpeg. */
const { call, meter, media } = audioHarness({}, 100);

afterAll(() => espeak.close());

const tts = (
  body: Record<string, unknown>,
  options: { path?: string; accept?: string; query?: Record<string, string> } = {},
) =>
  call({
    resource: options.path ?? '/api/audio/text-to-speech/v2',
    body,
    headers: options.accept ? { accept: options.accept } : {},
    query: options.query,
  });

const speechResult = (value: unknown) =>
  value as Record<string, unknown> & { billing: { totalCreditsCharged: number } };

describe('text to speech', { timeout: 60_000 }, () => {
  it('speaks Portuguese as a WAV of real speech: RIFF header, 22.05 kHz mono 16-bit, seconds of non-silent audio', async () => {
    const before = meter.credits;
    const response = await tts(
      { text: 'Olá! Bem-vindo à Alquimia. Este áudio foi gerado pelo eSpeak.', voice: 'mariana', audioFormat: 'WAV' },
      { accept: 'audio/*' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['Content-Type']).toBe('audio/wav');
    const wav = bytesOf(response);
    const info = wavInfo(wav);
    expect(info).toMatchObject({ riff: 'RIFF', wave: 'WAVE', channels: 1, bits: 16, sampleRate: 22050 });
    expect(info.dataBytes).toBe(wav.length - 44);
    expect(info.duration).toBeGreaterThan(2);
    expect(info.duration).toBeLessThan(10);
    expect(wavRms(wav)).toBeGreaterThan(500);
    expect(meter.credits).toBe(before - 1);
    expect(response.headers?.['X-Credits-Charged']).toBe('1');
  });

  it('answers the spec JSON on /v2 with a stored MP3 and charges 1 credit per started 1,000 characters', async () => {
    const before = meter.credits;
    // 1,007 characters → 2 credits; mostly spaces, so the shared 2-core CI box speaks it quickly.
    const text = `Olá, tudo bem?${' '.repeat(980)}Até logo, obrigado.`;
    expect(text.length).toBe(1013);
    const response = await tts({ text, voice: 'pedro', language: 'pt-br' });
    expect(response.statusCode).toBe(200);
    const body = speechResult(jsonOf(response));
    expect(body).toMatchObject({
      success: true,
      fileName: 'audio_pedro_pt-BR.mp3',
      format: 'mp3',
      textLength: text.length,
      provider: 'espeak-ng',
      language: 'pt-BR',
      billing: { totalCreditsCharged: 2 },
    });
    expect(meter.credits).toBe(before - 2);
    const key = media.keyOf(String(body.audioUrl));
    expect(key).toMatch(/^speech\/acct_test\/tts_[A-Za-z0-9]+\.mp3$/);
    const stored = media.objects.get(key ?? '');
    expect(stored?.contentType).toBe('audio/mpeg');
    // An MP3 stream: an ID3v2 tag, then MPEG frame sync (11 set bits), and about 64 kbit/s over the duration.
    const bytes = stored?.bytes ?? new Uint8Array();
    expect(Buffer.from(bytes.subarray(0, 3)).toString('latin1')).toBe('ID3');
    const tagEnd = 10 + (((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0));
    expect(bytes[tagEnd]).toBe(0xff);
    expect((bytes[tagEnd + 1] ?? 0) & 0xe0).toBe(0xe0);
    expect(Number(body.duration)).toBeGreaterThan(1.5);
    expect(bytes.length).toBeGreaterThan(Number(body.duration) * 6000);
  });

  it('answers the audio bytes on the v1 path by default and OGG when asked', async () => {
    const response = await tts(
      { text: 'Hello from Alquimia.', voice: 'emma', language: 'en-US', audioFormat: 'ogg' },
      { path: '/api/audio/text-to-speech' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['Content-Type']).toBe('audio/ogg');
    expect(response.headers?.['Content-Disposition']).toContain('audio_emma_en-US.ogg');
    expect(bytesOf(response).subarray(0, 4).toString('latin1')).toBe('OggS');
  });

  it('speaks Spanish and French with their own voices', async () => {
    for (const [voice, language, text] of [
      ['lucia', 'es-ES', '¡Hola! ¿Cómo estás?'],
      ['louis', 'fr-FR', 'Bonjour, comment allez-vous ?'],
    ] as const) {
      const response = await tts({ text, voice, language, audioFormat: 'WAV' }, { accept: 'audio/wav' });
      expect(response.statusCode).toBe(200);
      expect(wavInfo(bytesOf(response)).duration).toBeGreaterThan(0.8);
    }
  });

  it('speaks faster when asked: speed 2 is much shorter than speed 1', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, again and again.';
    const normal = wavInfo(
      bytesOf(await tts({ text, voice: 'david', language: 'en-US', audioFormat: 'WAV' }, { accept: 'audio/*' })),
    );
    const fast = wavInfo(
      bytesOf(
        await tts({ text, voice: 'david', language: 'en-US', audioFormat: 'WAV', speed: 2 }, { accept: 'audio/*' }),
      ),
    );
    expect(fast.duration).toBeLessThan(normal.duration * 0.7);
  });

  it('reads markup as text: an SSML break of 20 s is not obeyed', async () => {
    const response = await tts(
      { text: '<speak>Oi <break time="20s"/> tchau</speak>', voice: 'camila', audioFormat: 'WAV' },
      { accept: 'audio/*' },
    );
    expect(response.statusCode).toBe(200);
    expect(wavInfo(bytesOf(response)).duration).toBeLessThan(10);
  });

  it('prices with dry_run and charges nothing', async () => {
    const before = meter.credits;
    const response = await tts({ text: 'a'.repeat(2500), voice: 'mariana' }, { query: { dry_run: 'true' } });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response)).toMatchObject({ dryRun: true, credits: 3 });
    expect(meter.credits).toBe(before);
  });

  it.each([
    ['empty text', { text: '', voice: 'mariana' }],
    ['10,001 characters', { text: 'a'.repeat(10_001), voice: 'mariana' }],
    ['only whitespace', { text: ' \n\t  ', voice: 'mariana' }],
    ['only control characters', { text: '\u0001\u0002\u0007', voice: 'mariana' }],
    ['an unknown voice', { text: 'Oi', voice: 'hal9000' }],
    ['a voice of another language', { text: 'Oi', voice: 'emma', language: 'pt-BR' }],
    ['an unsupported format', { text: 'Oi', voice: 'mariana', audioFormat: 'FLAC' }],
    ['a speed out of range', { text: 'Oi', voice: 'mariana', speed: 5 }],
  ])('refuses %s with a 400 problem, uncharged', async (_name, body) => {
    const before = meter.credits;
    const response = await tts(body);
    expect(response.statusCode).toBe(400);
    expect(jsonOf(response)).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(meter.credits).toBe(before);
  });

  it('names the voices of the language when the voice speaks another one', async () => {
    const response = await tts({ text: 'Oi', voice: 'emma', language: 'pt-BR' });
    expect(JSON.stringify(jsonOf(response))).toContain('mariana, camila, pedro, joao');
  });

  it('answers 503 uncharged on the premium path when Polly is not configured', async () => {
    const before = meter.credits;
    const response = await tts({ text: 'Oi', voice: 'mariana' }, { path: '/api/audio/text-to-speech/premium' });
    expect(response.statusCode).toBe(503);
    expect(jsonOf(response)).toMatchObject({ code: 'engine_unavailable' });
    expect(meter.credits).toBe(before);
  });

  it('refuses a call without an API key (401)', async () => {
    const response = await call({
      resource: '/api/audio/text-to-speech/v2',
      body: { text: 'Oi', voice: 'mariana' },
      authorizer: userAuthorizer('someone'),
    });
    expect(response.statusCode).toBe(401);
  });
});
