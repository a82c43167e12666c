import { Readable } from 'node:stream';
import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { sdkStreamMixin } from '@smithy/core/serde';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createPollyEngine, splitForPolly } from '../../../functions/audio/engine/polly.js';
import { audioHarness, espeak, jsonOf } from './support.js';

/** The Amazon Polly adapter against aws-sdk-client-mock: what it asks Polly, and how it joins the answers. */
const polly = mockClient(PollyClient);

/** `n` samples of 16-bit PCM with a constant value, as Polly's `pcm` output would carry. */
const pcmStream = (n: number, value: number) => {
  const bytes = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) bytes.writeInt16LE(value, i * 2);
  return sdkStreamMixin(Readable.from([bytes]));
};

beforeEach(() => polly.reset());
afterAll(() => espeak.close());

describe('Amazon Polly engine', () => {
  it('asks for standard-engine 16 kHz PCM in SSML with the text escaped and prosody from speed and pitch', async () => {
    polly.on(SynthesizeSpeechCommand).callsFake(() => ({ AudioStream: pcmStream(1600, 1000) }));
    const engine = createPollyEngine({ client: new PollyClient({ region: 'us-east-1' }) });
    const pcm = await engine.synthesize({
      text: 'Use <b> & "quotes"',
      engineVoice: 'Camila',
      language: 'pt-BR',
      speed: 1.5,
      pitch: 0.8,
    });
    expect(pcm.sampleRate).toBe(16_000);
    expect(pcm.samples.length).toBe(1600);
    expect(pcm.samples[0]).toBe(1000);
    const input = polly.commandCalls(SynthesizeSpeechCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      Engine: 'standard',
      OutputFormat: 'pcm',
      SampleRate: '16000',
      TextType: 'ssml',
      VoiceId: 'Camila',
    });
    expect(input?.Text).toBe(
      '<speak><prosody rate="150%" pitch="-20%">Use &lt;b&gt; &amp; &quot;quotes&quot;</prosody></speak>',
    );
  });

  it('speaks a 10,000-character text in pieces under Polly’s 3,000-character limit and joins them in order', async () => {
    let call = 0;
    polly.on(SynthesizeSpeechCommand).callsFake(() => {
      call += 1;
      return { AudioStream: pcmStream(100, call) };
    });
    const text = 'Esta é uma frase de teste. '.repeat(370).trim();
    expect(text.length).toBeGreaterThan(9_900);
    const pieces = splitForPolly(text);
    expect(pieces.every((p) => p.length <= 2500)).toBe(true);
    expect(pieces.join(' ')).toBe(text);
    expect(pieces.every((p) => p.endsWith('.'))).toBe(true);

    const engine = createPollyEngine({ client: new PollyClient({ region: 'us-east-1' }) });
    const pcm = await engine.synthesize({ text, engineVoice: 'Ricardo', language: 'pt-BR', speed: 1, pitch: 1 });
    expect(polly.commandCalls(SynthesizeSpeechCommand).length).toBe(pieces.length);
    expect(pcm.samples.length).toBe(100 * pieces.length);
    expect([pcm.samples[0], pcm.samples[100], pcm.samples[pcm.samples.length - 1]]).toEqual([1, 2, pieces.length]);
  });

  it('serves the premium path at 2 credits per 1,000 characters, with the Polly voice for the catalogue voice', async () => {
    polly.on(SynthesizeSpeechCommand).callsFake(() => ({ AudioStream: pcmStream(16_000, 3000) }));
    const engine = createPollyEngine({ client: new PollyClient({ region: 'us-east-1' }) });
    const { call, meter } = audioHarness({ premium: engine }, 10);
    const response = await call({
      resource: '/api/audio/text-to-speech/premium',
      body: { text: 'Olá!', voice: 'mariana', audioFormat: 'WAV' },
    });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response)).toMatchObject({
      provider: 'amazon-polly',
      duration: 1,
      billing: { totalCreditsCharged: 2 },
    });
    expect(meter.credits).toBe(8);
    expect(polly.commandCalls(SynthesizeSpeechCommand)[0]?.args[0].input.VoiceId).toBe('Vitoria');
  });

  it('refunds the credits when Polly fails', async () => {
    polly.on(SynthesizeSpeechCommand).rejects(new Error('ThrottlingException'));
    const engine = createPollyEngine({ client: new PollyClient({ region: 'us-east-1' }) });
    const { call, meter } = audioHarness({ premium: engine }, 10);
    const response = await call({
      resource: '/api/audio/text-to-speech/premium',
      body: { text: 'Oi', voice: 'pedro' },
    });
    expect(response.statusCode).toBe(502);
    expect(jsonOf(response)).toMatchObject({ code: 'provider_error' });
    expect(meter.credits).toBe(10);
  });
});
