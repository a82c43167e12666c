import { beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg, runBinary } from '../../../functions/audio/engine/ffmpeg.js';
import type { SpeechToText, TranscriptionRequest } from '../../../functions/audio/engine/stt.js';
import { speechToTextPrice } from '../../../shared/operations/audio.js';
import { audioHarness, jsonOf } from './support.js';

/**
 * Speech to text is priced per started minute of the audio it sends to the provider (docs/pricing.md): the audio
 * is measured before the debit, a dry run measures it the same way, and audio that cannot be measured is refused
 * before anything is charged or sent. Real MP3s made by ffmpeg from a sine wave.
 */

const perMinute = speechToTextPrice.credits;

async function sineMp3(seconds: number): Promise<Uint8Array> {
  const args = [
    '-nostdin',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=16000:duration=${seconds}`,
  ];
  const run = await runBinary(
    locateFfmpeg(),
    [...args, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '24k', '-f', 'mp3', 'pipe:1'],
    new Uint8Array(),
  );
  if (run.code !== 0) throw new Error(run.stderr);
  return run.stdout;
}

const dataUrl = (bytes: Uint8Array) => `data:audio/mpeg;base64,${Buffer.from(bytes).toString('base64')}`;

/** A provider that records what it was sent and never costs anything. */
function recordingStt(): SpeechToText & { readonly calls: TranscriptionRequest[] } {
  const calls: TranscriptionRequest[] = [];
  return {
    id: 'amazon-transcribe',
    calls,
    transcribe: async (request) => {
      calls.push(request);
      return { text: 'ok', segments: [] };
    },
  };
}

let threeMinutes: Uint8Array;
let tenSeconds: Uint8Array;

beforeAll(async () => {
  [threeMinutes, tenSeconds] = await Promise.all([sineMp3(180), sineMp3(10)]);
});

describe('speech to text price', { timeout: 60_000 }, () => {
  const call = (harness: ReturnType<typeof audioHarness>, audio: Uint8Array | string, query?: Record<string, string>) =>
    harness.call({
      resource: '/api/audio/speech-to-text',
      body: { audioFile: typeof audio === 'string' ? audio : dataUrl(audio), language: 'en-US' },
      query,
    });

  it('charges a 3-minute audio three times the per-minute price, and a dry run answers the same price', async () => {
    const stt = recordingStt();
    const harness = audioHarness({ stt }, 100);

    const dry = await call(harness, threeMinutes, { dry_run: 'true' });
    expect(dry.statusCode).toBe(200);
    expect(jsonOf(dry)).toMatchObject({ dryRun: true, credits: 3 * perMinute });
    expect(harness.meter.credits).toBe(100);
    expect(stt.calls).toHaveLength(0);

    const real = await call(harness, threeMinutes);
    expect(real.statusCode).toBe(200);
    expect(real.headers?.['X-Credits-Charged']).toBe(String(3 * perMinute));
    expect(harness.meter.credits).toBe(100 - 3 * perMinute);
    expect(jsonOf(real)).toMatchObject({ duration: expect.closeTo(180, 0) });
    expect(stt.calls).toHaveLength(1);
  });

  it('charges the minimum for audio under a minute', async () => {
    const harness = audioHarness({ stt: recordingStt() }, 100);
    const response = await call(harness, tenSeconds);
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['X-Credits-Charged']).toBe(String(speechToTextPrice.min));
    expect(harness.meter.credits).toBe(100 - speechToTextPrice.min);
  });

  it('refuses audio it cannot measure before charging or sending anything, dry run included', async () => {
    const stt = recordingStt();
    const harness = audioHarness({ stt }, 100);
    // A WAV header over garbage: recognisably audio, but unreadable (422).
    const corrupt = new Uint8Array([...Buffer.from('RIFF'), ...new Uint8Array(2000).fill(7)]);
    for (const query of [undefined, { dry_run: 'true' }]) {
      const response = await call(harness, corrupt, query);
      expect(response.statusCode).toBe(422);
      expect(response.headers?.['X-Credits-Charged']).toBe('0');
    }
    expect(harness.meter.credits).toBe(100);
    expect(harness.meter.entries).toHaveLength(0);
    expect(stt.calls).toHaveLength(0);
  });

  it('refuses a body that is not audio with 415, uncharged', async () => {
    const stt = recordingStt();
    const harness = audioHarness({ stt }, 100);
    const response = await call(
      harness,
      `data:audio/mpeg;base64,${Buffer.from('just some text, not audio').toString('base64')}`,
    );
    expect(response.statusCode).toBe(415);
    expect(harness.meter.entries).toHaveLength(0);
    expect(harness.meter.credits).toBe(100);
    expect(stt.calls).toHaveLength(0);
  });
});
