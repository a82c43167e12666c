import { Logger } from '@aws-lambda-powertools/logger';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { createTextImplementations, type ScriptWriters } from '../../../functions/text/implementations.js';
import { timeSections } from '../../../functions/text/script/draft.js';
import { createConverseScriptWriter, writerSystemPrompt } from '../../../functions/text/script/llm-writer.js';
import { bodyParts } from '../../../functions/text/script/template.js';
import { templateTexts } from '../../../functions/text/script/template-texts.js';
import { defaultTextDeps } from '../../../functions/text/wiring.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { scriptDurations, scriptLanguages, scriptTypes, textGenerateScript } from '../../../shared/operations/text.js';
import { lambdaContext, restEvent } from '../core/fakes.js';

/** The script generator's operation: the honest template without an LLM, and Bedrock Converse where configured. */

const deps = (): PipelineDeps => ({
  logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
  now: () => new Date('2026-11-22T00:00:00Z'),
  price: operationPrice,
});
const user = { claims: { sub: 'user-1', email: 'u@example.com' } };
const event = (body: unknown, authorizer: typeof user | null = user) =>
  restEvent({
    method: 'POST',
    resource: textGenerateScript.path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(authorizer ? { authorizer } : {}),
  });

interface Section {
  heading: string;
  startTime: number;
  endTime: number;
  timeRange: string;
  text: string;
}

/** Sections follow each other without gaps and end exactly at the duration. */
const expectContiguous = (sections: Section[], minutes: number) => {
  expect(sections[0]?.startTime).toBe(0);
  for (const [i, s] of sections.entries()) {
    expect(s.endTime).toBeGreaterThan(s.startTime);
    if (i > 0) expect(s.startTime).toBe(sections[i - 1]?.endTime);
  }
  expect(sections.at(-1)?.endTime).toBe(minutes * 60);
};

describe('generate-script without an LLM (template)', () => {
  const handler = createFamilyHandler('text', createTextImplementations(defaultTextDeps({})), deps);

  it('answers a timed template that says in its first line that it is a template', async () => {
    const response = await handler(
      event({
        topic: 'Energia solar em casa',
        scriptType: 'youtube',
        duration: 5,
        tone: 'friendly',
        audience: 'famílias',
      }),
      lambdaContext(),
    );
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body);
    expect(body).toMatchObject({ success: true, source: 'template', title: 'Energia solar em casa', language: 'pt' });
    expect(body.targetWords).toBe(5 * 140);
    // Hook, introduction, three body parts for five minutes, call to action, closing.
    expect(body.sections.map((s: Section) => s.heading)).toEqual([
      'Gancho',
      'Introdução',
      'Parte 1',
      'Parte 2',
      'Parte 3',
      'Chamada para ação',
      'Encerramento',
    ]);
    expectContiguous(body.sections, 5);
    const lines = body.script.split('\n');
    expect(lines[0]).toBe('Energia solar em casa');
    expect(lines[2]).toMatch(/^MODELO \(sem IA\)/);
    expect(lines[3]).toBe('Formato: vídeo do YouTube · Duração: 5 min · Tom: amigável · Público: famílias');
    expect(body.script).toContain('[0:00 - ');
    expect(body.script).toContain('Energia solar em casa que prenda famílias');
    expect(textGenerateScript.output?.safeParse(body).success).toBe(true);
  });

  it.each(scriptLanguages)('writes the template in %s, notice first', async (language) => {
    const body = JSON.parse((await handler(event({ topic: 'Tema', language }), lambdaContext())).body);
    expect(body.language).toBe(language);
    expect(body.script.split('\n')[2]).toBe(templateTexts[language].notice);
    expect(body.sections[0].heading).toBe(templateTexts[language].sections.hook.heading);
  });

  it.each(scriptTypes.flatMap((type) => scriptDurations.map((duration) => [type, duration] as const)))(
    'times a %s of %i minutes to the second',
    async (scriptType, duration) => {
      const body = JSON.parse((await handler(event({ topic: 'x', scriptType, duration }), lambdaContext())).body);
      expect(body.sections.filter((s: Section) => /^Parte \d+$/.test(s.heading))).toHaveLength(bodyParts(duration));
      expectContiguous(body.sections, duration);
    },
  );

  it.each([
    ['no topic', {}],
    ['a blank topic', { topic: '   ' }],
    ['a 501-character topic', { topic: 'a'.repeat(501) }],
    ['a 2-minute duration', { topic: 'x', duration: 2 }],
    ['an unknown type', { topic: 'x', scriptType: 'tiktok' }],
    ['an unknown tone', { topic: 'x', tone: 'angry' }],
    ['an unknown language', { topic: 'x', language: 'de' }],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await handler(event(body), lambdaContext());
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).code).toBe('invalid_request');
  });

  it('requires a signed-in user (401 without a session)', async () => {
    const response = await handler(event({ topic: 'x' }, null), lambdaContext());
    expect(response.statusCode).toBe(401);
  });

  it('is free, like process-script', () => {
    expect(operationPrice(textGenerateScript, { topic: 'x', duration: 60 })).toBe(0);
  });
});

describe('generate-script with Bedrock Converse', () => {
  const bedrock = new BedrockRuntimeClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });
  const bedrockMock = mockClient(bedrock);
  const model = 'amazon.nova-micro-v1:0';
  const handler = createFamilyHandler(
    'text',
    createTextImplementations({
      ...defaultTextDeps({}),
      writers: (): ScriptWriters => ({
        scenes: {},
        script: { writer: createConverseScriptWriter(() => bedrock, model), modelId: model },
      }),
    }),
    deps,
  );
  const reply = (text: string) => ({
    output: { message: { role: 'assistant' as const, content: [{ text }] } },
    stopReason: 'end_turn' as const,
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    metrics: { latencyMs: 1 },
  });
  const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');

  beforeEach(() => bedrockMock.reset());

  it('answers the model’s sections, timed by their length, and asks in the chosen language', async () => {
    bedrockMock
      .on(ConverseCommand)
      .resolves(reply(`Sure!\n# O sol na sua casa\n## Abertura\n${words(100)}\n## **Corpo**\n${words(300)}\n`));
    const response = await handler(
      event({ topic: 'Energia solar', scriptType: 'podcast', duration: 3, tone: 'casual', audience: 'vizinhos' }),
      lambdaContext(),
    );
    const body = JSON.parse(response.body);
    expect(body).toMatchObject({ source: 'llm', model, title: 'O sol na sua casa', wordCount: 400, targetWords: 420 });
    expect(body.sections.map((s: Section) => [s.heading, s.startTime, s.endTime])).toEqual([
      ['Abertura', 0, 45],
      ['Corpo', 45, 180],
    ]);
    expect(body.script.startsWith('O sol na sua casa\n\n[0:00 - 0:45] Abertura\npalavra0 ')).toBe(true);
    expect(textGenerateScript.output?.safeParse(body).success).toBe(true);
    const input = bedrockMock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(input?.modelId).toBe(model);
    expect(input?.system).toEqual([{ text: writerSystemPrompt }]);
    const prompt = input?.messages?.[0]?.content?.[0]?.text ?? '';
    expect(prompt).toContain('Language: Brazilian Portuguese.');
    expect(prompt).toContain('Format: podcast. Tone: casual.');
    expect(prompt).toContain('Audience: vizinhos.');
    expect(prompt).toContain('Write about 420 words (3 minutes spoken).');
    expect(prompt).toContain('Topic: Energia solar');
  });

  it('asks for talking points when an hour is too long for one answer', async () => {
    bedrockMock.on(ConverseCommand).resolves(reply(`## Um\n${words(10)}`));
    await handler(event({ topic: 'x', duration: 60, language: 'en' }), lambdaContext());
    const input = bedrockMock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(input?.messages?.[0]?.content?.[0]?.text).toContain('talking points');
    expect(input?.inferenceConfig?.maxTokens).toBeLessThanOrEqual(1800 * 1.8 + 300);
  });

  it('falls back to the template when the model writes no section', async () => {
    bedrockMock.on(ConverseCommand).resolves(reply('I cannot help with that.'));
    const body = JSON.parse((await handler(event({ topic: 'x' }), lambdaContext())).body);
    expect(body).toMatchObject({ source: 'template', fallbackReason: 'llm_failed' });
    expect(body.script).toContain(templateTexts.pt.notice);
  });

  it('falls back to the template when Bedrock fails', async () => {
    bedrockMock.on(ConverseCommand).rejects(new Error('ThrottlingException'));
    const body = JSON.parse((await handler(event({ topic: 'x', language: 'fr' }), lambdaContext())).body);
    expect(body.source).toBe('template');
    expect(body.script).toContain(templateTexts.fr.notice);
  });
});

describe('section timing', () => {
  it('splits by weight in whole seconds that add up to the duration', () => {
    const timed = timeSections(
      [
        { heading: 'a', text: '', weight: 1 },
        { heading: 'b', text: '', weight: 2 },
      ],
      1,
    );
    expect(timed.map((s) => [s.startTime, s.endTime, s.timeRange])).toEqual([
      [0, 20, '0:00 - 0:20'],
      [20, 60, '0:20 - 1:00'],
    ]);
  });
});
