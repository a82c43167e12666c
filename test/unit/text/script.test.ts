import { Logger } from '@aws-lambda-powertools/logger';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { createTextImplementations, type ScriptWriters } from '../../../functions/text/implementations.js';
import { createConverseSceneWriter, systemPrompt } from '../../../functions/text/script/converse.js';
import { fallbackSceneCount, splitScript } from '../../../functions/text/script/scenes.js';
import { defaultTextDeps } from '../../../functions/text/wiring.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { lambdaContext, restEvent } from '../core/fakes.js';

/** Script → scenes: the spec's deterministic fallback, and Bedrock Converse where configured. */

const deps = (): PipelineDeps => ({
  logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
  now: () => new Date('2026-11-22T00:00:00Z'),
  price: operationPrice,
});
const user = { claims: { sub: 'user-1', email: 'u@example.com' } };
const call = (handler: ReturnType<typeof createFamilyHandler>, body: unknown) =>
  handler(
    restEvent({
      method: 'POST',
      resource: '/api/openai/process-script',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      authorizer: user,
    }),
    lambdaContext(),
  );

const story = (sentences: number) =>
  Array.from({ length: sentences }, (_, i) => `Sentence ${i + 1} tells how the lighthouse keeper waited.`).join(' ');

describe('deterministic scene splitter (spec fallback)', () => {
  it.each([
    [1, 3],
    [150, 3],
    [601, 4],
    [1000, 5],
    [2400, 12],
    [20000, 12],
  ])('makes %i characters into %i scenes', (length, scenes) => {
    expect(fallbackSceneCount(length)).toBe(scenes);
  });

  it('titles, importance, timing and prompts follow the spec', () => {
    const scenes = splitScript({
      script: story(30),
      videoDuration: 70,
      globalStyle: 'watercolor',
      globalMood: 'serene',
      desiredImages: 7,
    });
    expect(scenes.map((s) => s.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(scenes[0]?.title).toBe('Opening Scene');
    expect(scenes[6]?.title).toBe('Closing Scene');
    expect(scenes.map((s) => s.importance)).toEqual(['high', 'high', 'medium', 'medium', 'medium', 'high', 'high']);
    expect(scenes.map((s) => s.timing.duration)).toEqual(Array(7).fill(10));
    expect(scenes[3]?.timing).toEqual({ startTime: 30, endTime: 40, duration: 10 });
    expect(scenes[3]?.timeRange).toBe('0:30 - 0:40');
    for (const scene of scenes) {
      expect(scene.prompt).toContain('watercolor style');
      expect(scene.prompt).toContain('serene mood');
      expect(scene.style).toBe('watercolor');
    }
    // Every sentence lands in exactly one scene, in order.
    const joined = scenes.map((s) => s.excerpt).join(' ');
    expect(joined.indexOf('Sentence 1 ')).toBeLessThan(joined.indexOf('Sentence 30 '));
    expect(scenes[0]?.elements).toContain('lighthouse');
  });

  it('still makes the asked number of scenes from a script shorter than that many sentences', () => {
    const scenes = splitScript({ script: 'One short line', videoDuration: 60, desiredImages: 5 });
    expect(scenes).toHaveLength(5);
  });
});

describe('process-script through the pipeline', () => {
  const fallbackHandler = createFamilyHandler('text', createTextImplementations(defaultTextDeps({})), deps);

  it('answers the fallback without any provider, and says so', async () => {
    const response = await call(fallbackHandler, { script: story(10), videoDuration: 60 });
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body);
    expect(body).toMatchObject({ success: true, source: 'fallback', error: null });
    expect(body.scenes).toHaveLength(fallbackSceneCount(story(10).length));
  });

  it.each([
    ['a 200,000-character script', { script: 'a'.repeat(200_000) }],
    ['an empty script', { script: '  ' }],
    ['2 scenes', { script: 'abc', desiredImages: 2 }],
    ['21 scenes', { script: 'abc', desiredImages: 21 }],
    ['a zero duration', { script: 'abc', videoDuration: 0 }],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await call(fallbackHandler, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).code).toBe('invalid_request');
  });

  it('requires a signed-in user (401 without a session)', async () => {
    const response = await fallbackHandler(
      restEvent({
        method: 'POST',
        resource: '/api/openai/process-script',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ script: 'abc' }),
      }),
      lambdaContext(),
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('process-script with Bedrock Converse', () => {
  const bedrock = new BedrockRuntimeClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });
  const bedrockMock = mockClient(bedrock);
  const scenes = {
    writer: createConverseSceneWriter(() => bedrock, 'amazon.nova-micro-v1:0'),
    modelId: 'amazon.nova-micro-v1:0',
  };
  const handler = createFamilyHandler(
    'text',
    createTextImplementations({ ...defaultTextDeps({}), writers: (): ScriptWriters => ({ scenes, script: {} }) }),
    deps,
  );
  const reply = (text: string) => ({
    output: { message: { role: 'assistant' as const, content: [{ text }] } },
    stopReason: 'end_turn' as const,
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    metrics: { latencyMs: 1 },
  });
  const written = (n: number) =>
    JSON.stringify({
      scenes: Array.from({ length: n }, (_, i) => ({
        title: `Written ${i + 1}`,
        prompt: `A keeper climbs the stairs, view ${i + 1}`,
        elements: ['keeper', 'stairs'],
        importance: i === 1 ? 'low' : 'high',
      })),
    });

  beforeEach(() => bedrockMock.reset());

  it('asks the model for exactly the scene count and answers its scenes with our timing', async () => {
    bedrockMock.on(ConverseCommand).resolves(reply(`Here you go:\n${written(3)}`));
    const response = await call(handler, {
      script: 'Era uma vez um faroleiro.',
      videoDuration: 30,
      globalStyle: 'anime',
      desiredImages: 3,
    });
    const body = JSON.parse(response.body);
    expect(body).toMatchObject({ source: 'llm', model: 'amazon.nova-micro-v1:0' });
    expect(body.scenes.map((s: { title: string }) => s.title)).toEqual(['Written 1', 'Written 2', 'Written 3']);
    expect(body.scenes[1]).toMatchObject({
      prompt: 'A keeper climbs the stairs, view 2, anime style, cinematic composition, detailed',
      importance: 'low',
      timing: { startTime: 10, endTime: 20, duration: 10 },
    });
    const input = bedrockMock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(input?.modelId).toBe('amazon.nova-micro-v1:0');
    expect(input?.system).toEqual([{ text: systemPrompt }]);
    expect(input?.messages).toEqual([
      {
        role: 'user',
        content: [
          {
            text:
              'Split this script into exactly 3 consecutive scenes for a 30-second video.\n' +
              'Visual style: anime.\nScript:\nEra uma vez um faroleiro.',
          },
        ],
      },
    ]);
  });

  it('falls back to the deterministic split when the model writes the wrong number of scenes', async () => {
    bedrockMock.on(ConverseCommand).resolves(reply(written(2)));
    const body = JSON.parse((await call(handler, { script: story(5), desiredImages: 4 })).body);
    expect(body).toMatchObject({ source: 'fallback', fallbackReason: 'llm_failed' });
    expect(body.scenes).toHaveLength(4);
    expect(body.scenes[0].title).toBe('Opening Scene');
  });

  it('falls back when Bedrock fails', async () => {
    bedrockMock.on(ConverseCommand).rejects(new Error('AccessDeniedException'));
    const body = JSON.parse((await call(handler, { script: story(5) })).body);
    expect(body.source).toBe('fallback');
  });
});
