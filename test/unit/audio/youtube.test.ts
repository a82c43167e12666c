import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SpeechToText } from '../../../functions/audio/engine/stt.js';
import { createCaptionSource, pickTrack, youtubeVideoId } from '../../../functions/audio/engine/youtube.js';
import { createSafeFetch } from '../../../functions/core/net/fetch.js';
import { type CountingServer, startServer } from '../net/servers.js';
import { audioHarness, encoder, espeak, jsonOf } from './support.js';

/**
 * YouTube transcription against a loopback fake of YouTube's timed-text endpoint (never the real network),
 * reached through the real SSRF-guarded fetch with only 127.0.0.1 allowed.
 */

const withCaptions = 'dQw4w9WgXcQ';
const withoutCaptions = 'aaaaaaaaaaa';
let server: CountingServer;
let audioWav: Uint8Array;

const send = (res: ServerResponse, status: number, type: string, body: string | Uint8Array) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

beforeAll(async () => {
  audioWav = await encoder.encode(
    await espeak.synthesize({ text: 'Hello world.', engineVoice: 'en-us', language: 'en-US', speed: 1, pitch: 1 }),
    'WAV',
  );
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/audio/aaaaaaaaaaa') return send(res, 200, 'audio/wav', audioWav);
    if (url.pathname !== '/api/timedtext') return send(res, 404, 'text/plain', 'no');
    const v = url.searchParams.get('v');
    if (url.searchParams.get('type') === 'list') {
      if (v !== withCaptions)
        return send(res, 200, 'text/xml', '<?xml version="1.0"?><transcript_list docid="1"></transcript_list>');
      return send(
        res,
        200,
        'text/xml',
        `<?xml version="1.0"?><transcript_list docid="1">
          <track id="0" name="" lang_code="en" lang_original="English" lang_default="true"/>
          <track id="1" name="" lang_code="pt-BR" lang_original="Portugu&#234;s (Brasil)"/>
          <track id="2" name="" lang_code="es" kind="asr" lang_original="Espa&#241;ol"/>
        </transcript_list>`,
      );
    }
    const lang = url.searchParams.get('lang');
    const texts: Record<string, string[]> = {
      en: ['Never gonna', 'give you up'],
      'pt-BR': ['Nunca vou', 'desistir de você'],
      es: ['Nunca voy a', 'rendirme'],
    };
    const lines = texts[lang ?? ''];
    if (!lines || url.searchParams.get('fmt') !== 'json3') return send(res, 404, 'text/plain', '');
    return send(
      res,
      200,
      'application/json',
      JSON.stringify({
        events: [
          { tStartMs: 0, dDurationMs: 1500, segs: [{ utf8: lines[0] }] },
          { tStartMs: 1500, dDurationMs: 2000, segs: [{ utf8: '\n' }] },
          { tStartMs: 1800, dDurationMs: 2200, segs: [{ utf8: lines[1] }] },
        ],
      }),
    );
  });
});

afterAll(async () => {
  await server.close();
  espeak.close();
});

const captions = () =>
  createCaptionSource({ fetch: createSafeFetch({ allowAddresses: ['127.0.0.1'] }), baseUrl: server.url });

const transcribe = (harness: ReturnType<typeof audioHarness>, body: Record<string, unknown>) =>
  harness.call({ resource: '/api/audio/youtube-transcribe', body });

describe('YouTube URLs', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${withCaptions}`],
    [`https://youtube.com/watch?feature=share&v=${withCaptions}&t=42`],
    [`https://m.youtube.com/watch?v=${withCaptions}&list=PL123`],
    [`https://youtu.be/${withCaptions}?si=abc`],
    [`https://www.youtube.com/shorts/${withCaptions}`],
    [`https://www.youtube.com/embed/${withCaptions}`],
    [`https://www.youtube-nocookie.com/embed/${withCaptions}`],
    [`https://www.youtube.com/live/${withCaptions}`],
  ])('accepts %s', (url) => {
    expect(youtubeVideoId(url)).toBe(withCaptions);
  });

  it.each([
    ['https://vimeo.com/123456'],
    ['https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['http://127.0.0.1/watch?v=dQw4w9WgXcQ'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ%27%3B--'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/channel/UC123'],
  ])('refuses %s', (url) => {
    expect(() => youtubeVideoId(url)).toThrowError(/videoUrl/);
  });
});

describe('caption track choice', () => {
  const tracks = [
    { languageCode: 'en', name: '', automatic: false, isDefault: true },
    { languageCode: 'pt-BR', name: '', automatic: false, isDefault: false },
    { languageCode: 'pt', name: '', automatic: true, isDefault: false },
    { languageCode: 'es', name: '', automatic: true, isDefault: false },
  ];
  it('prefers the exact language, then the base language, then the default; people before machines', () => {
    expect(pickTrack(tracks, 'pt-BR')?.languageCode).toBe('pt-BR');
    expect(pickTrack(tracks, 'pt')?.languageCode).toBe('pt-BR');
    expect(pickTrack(tracks, 'es-MX')?.languageCode).toBe('es');
    expect(pickTrack(tracks, 'de')?.languageCode).toBe('en');
    expect(pickTrack(tracks, undefined)?.languageCode).toBe('en');
    expect(pickTrack([], 'en')).toBeUndefined();
  });
});

describe('YouTube transcription', { timeout: 60_000 }, () => {
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('returns the captions in the asked language with timestamps, for 2 credits', async () => {
    const harness = audioHarness({ captions: captions() }, 5);
    const response = await transcribe(harness, { videoUrl: `https://youtu.be/${withCaptions}`, language: 'pt-BR' });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response)).toEqual({
      success: true,
      videoId: withCaptions,
      source: 'captions',
      language: 'pt-BR',
      transcription: 'Nunca vou desistir de você',
      segments: [
        { start: 0, end: 1.5, text: 'Nunca vou' },
        { start: 1.8, end: 4, text: 'desistir de você' },
      ],
    });
    expect(harness.meter.credits).toBe(3);
    expect(server.requests.every((r) => r.startsWith('/api/timedtext?'))).toBe(true);
  });

  it('falls back to the default track, and marks automatic captions', async () => {
    const harness = audioHarness({ captions: captions() }, 5);
    const english = jsonOf(await transcribe(harness, { videoUrl: `https://www.youtube.com/watch?v=${withCaptions}` }));
    expect(english).toMatchObject({ language: 'en', source: 'captions', transcription: 'Never gonna give you up' });
    const spanish = jsonOf(
      await transcribe(harness, { videoUrl: `https://www.youtube.com/watch?v=${withCaptions}`, language: 'es' }),
    );
    expect(spanish).toMatchObject({ language: 'es', source: 'automatic-captions' });
    expect(server.requests.some((r) => r.includes('kind=asr'))).toBe(true);
  });

  it('answers 422 uncharged for a video without captions when no speech-to-text provider is configured', async () => {
    const harness = audioHarness({ captions: captions() }, 5);
    const response = await transcribe(harness, { videoUrl: `https://youtu.be/${withoutCaptions}` });
    expect(response.statusCode).toBe(422);
    expect(String((jsonOf(response) as { detail: string }).detail)).toContain('no published captions');
    expect(harness.meter.credits).toBe(5);
  });

  it('transcribes the audio of a captionless video when a provider and an audio source are configured', async () => {
    const seen: number[] = [];
    const stt: SpeechToText = {
      id: 'openai-compatible',
      async transcribe(request) {
        seen.push(request.audio.length);
        return { text: 'Hello world.', segments: [{ start: 0, end: 1, text: 'Hello world.' }] };
      },
    };
    const harness = audioHarness(
      {
        captions: captions(),
        stt,
        youtubeAudio: {
          urlTemplate: `${server.url}/audio/{id}`,
          fetch: createSafeFetch({ allowAddresses: ['127.0.0.1'] }),
        },
      },
      5,
    );
    const response = await transcribe(harness, { videoUrl: `https://youtu.be/${withoutCaptions}`, language: 'en-US' });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response)).toMatchObject({
      source: 'speech-to-text',
      transcription: 'Hello world.',
      language: 'en-US',
    });
    expect(seen.length).toBe(1);
    expect(seen[0]).toBeGreaterThan(1000);
  });

  it('refuses non-YouTube and private-address URLs with 400 before any connection, uncharged', async () => {
    const harness = audioHarness({ captions: captions() }, 5);
    const before = server.connections;
    for (const videoUrl of [`${server.url}/watch?v=${withCaptions}`, 'https://www.youtube.com/playlist?list=PL1']) {
      const response = await transcribe(harness, { videoUrl });
      expect(response.statusCode).toBe(400);
    }
    expect(server.connections).toBe(before);
    expect(harness.meter.credits).toBe(5);
  });
});
