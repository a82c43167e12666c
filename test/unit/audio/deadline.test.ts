import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakEngine } from '../../../functions/audio/engine/espeak.js';
import { createFfmpegEncoder } from '../../../functions/audio/engine/ffmpeg.js';
import { AppError } from '../../../functions/core/errors.js';
import { apiKeyAuthorizer, lambdaContext, restEvent } from '../core/fakes.js';
import { audioHarness, espeak, jsonOf } from './support.js';

/**
 * A deadline stops exactly the request it belongs to, as a 504 `timeout` problem that is refunded: never a 500, and
 * never the failure of another caller's request that shares the engine (the local platform serves many at once).
 */

const request = { text: 'Um, dois, três.', engineVoice: 'pt-br', language: 'pt-BR', speed: 1, pitch: 1 };
// Seconds of synthesis on any machine: far longer than the deadlines below.
const longText = 'A Alquimia transforma documentos e imagens por meio de APIs simples. '.repeat(140).slice(0, 9_000);
const timeoutProblem = { code: 'timeout', status: 504 };

afterAll(() => espeak.close());

describe('eSpeak NG under deadlines', { timeout: 60_000 }, () => {
  it('a deadline that stops the running request fails it as a timeout, and the request waiting behind it is spoken', async () => {
    const engine = createEspeakEngine({ maxProcesses: 1 });
    const deadline = new AbortController();
    const running = engine.synthesize({ ...request, text: longText, signal: deadline.signal });
    const waiting = engine.synthesize(request);
    setTimeout(() => deadline.abort(), 200);
    await expect(running).rejects.toBeInstanceOf(AppError);
    await expect(running).rejects.toMatchObject(timeoutProblem);
    expect((await waiting).samples.length).toBeGreaterThan(22050 * 0.5);
    engine.close();
  });

  it('a deadline of a waiting request takes it out of line without stopping the one being spoken', async () => {
    const engine = createEspeakEngine({ maxProcesses: 1 });
    const deadline = new AbortController();
    const running = engine.synthesize({ ...request, text: 'palavra '.repeat(150) });
    const waiting = engine.synthesize({ ...request, signal: deadline.signal });
    setTimeout(() => deadline.abort(), 20);
    await expect(waiting).rejects.toMatchObject(timeoutProblem);
    expect((await running).samples.length).toBeGreaterThan(22050);
    engine.close();
  });

  it('an encode stopped by the deadline is a timeout, not an encoder failure', async () => {
    const deadline = new AbortController();
    // Ten minutes of 22.05 kHz PCM: seconds of MP3 encoding.
    const pcm = { samples: new Int16Array(22050 * 600).map((_, i) => (i % 200) * 100), sampleRate: 22050 };
    const encoding = createFfmpegEncoder().encode(pcm, 'MP3', deadline.signal);
    setTimeout(() => deadline.abort(), 50);
    await expect(encoding).rejects.toMatchObject(timeoutProblem);
  });
});

describe('text to speech past its deadline', { timeout: 60_000 }, () => {
  it('answers 504 timeout and refunds the request that ran out of time, while a concurrent request is answered 200', async () => {
    const { handler, meter } = audioHarness({}, 100);
    // A running platform's engine: started, so the long text is being spoken when its deadline comes.
    await espeak.warm();
    const event = (text: string) =>
      restEvent({
        method: 'POST',
        resource: '/api/audio/text-to-speech/v2',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ text, voice: 'mariana', audioFormat: 'WAV' })),
        authorizer: apiKeyAuthorizer,
      });
    // 2.5 s left at the start: the pipeline keeps 1.5 s back, so the deadline fires after about a second.
    const late = handler(event(longText), lambdaContext(2_500));
    // Sent once the long text is being spoken, so it meets the engine while the other request holds it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const onTime = handler(event('Olá, tudo bem?'), lambdaContext(60_000));
    const [lateResponse, onTimeResponse] = await Promise.all([late, onTime]);

    expect(lateResponse.statusCode).toBe(504);
    expect(jsonOf(lateResponse)).toMatchObject(timeoutProblem);
    expect(onTimeResponse.statusCode).toBe(200);
    // Only the answered request is paid for: 9 credits charged and refunded, 1 charged.
    expect(meter.credits).toBe(99);
    expect(meter.entries.filter((e) => e.kind === 'refund').map((e) => e.credits)).toEqual([-9]);
  });
});
